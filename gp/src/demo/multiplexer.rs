//! The Boolean 6-multiplexer (Koza 1992): two address bits select one of
//! four data bits. One type, functions `And Or Not If`, terminals
//! `A0 A1 D0 D1 D2 D3`. All 64 cases are evaluated at once, one per bit of a
//! `u64`.

use std::ops::ControlFlow;

use crate::{
    Config, EvalContext, Evaluation, Evaluator, Evolution, EvolutionError, Node, PrimTable,
    PrimitiveSet, RunOutcome, Tree, TypeId, UnmappedPrimitive,
};

/// Number of fitness cases; also the fitness of a solution.
pub const CASES: u32 = 64;

#[derive(Clone, Copy, Debug)]
enum Op {
    And,
    Or,
    Not,
    If,
    Input(u8),
}

/// The primitive set and its one type.
pub fn pset() -> (PrimitiveSet, TypeId) {
    let mut b = PrimitiveSet::builder();
    let t = b.add_type("Bool");
    b.add_function("And", t, &[t, t]);
    b.add_function("Or", t, &[t, t]);
    b.add_function("Not", t, &[t]);
    b.add_function("If", t, &[t, t, t]);
    for name in ["A0", "A1", "D0", "D1", "D2", "D3"] {
        b.add_terminal(name, t);
    }
    (b.build().expect("the multiplexer set is valid"), t)
}

/// The fitness function: the number of the 64 cases a tree gets right.
pub struct Multiplexer6 {
    ops: PrimTable<Op>,
    /// Per input variable, the bit pattern of its value over the 64 cases.
    inputs: [u64; 6],
    target: u64,
}

impl Multiplexer6 {
    /// The evaluator for `pset` (from [`pset`]).
    pub fn new(pset: &PrimitiveSet) -> Result<Self, UnmappedPrimitive> {
        let ops = PrimTable::new(pset, |p| {
            Some(match p.name() {
                "And" => Op::And,
                "Or" => Op::Or,
                "Not" => Op::Not,
                "If" => Op::If,
                "A0" => Op::Input(0),
                "A1" => Op::Input(1),
                "D0" => Op::Input(2),
                "D1" => Op::Input(3),
                "D2" => Op::Input(4),
                "D3" => Op::Input(5),
                _ => return None,
            })
        })?;
        let mut inputs = [0u64; 6];
        let mut target = 0u64;
        for case in 0..64u64 {
            for (v, mask) in inputs.iter_mut().enumerate() {
                *mask |= ((case >> v) & 1) << case;
            }
            let address = case & 0b11;
            target |= ((case >> (2 + address)) & 1) << case;
        }
        Ok(Multiplexer6 {
            ops,
            inputs,
            target,
        })
    }

    /// The tree's outputs over all 64 cases, one per bit.
    pub fn outputs(&self, tree: &Tree) -> u64 {
        let mut pos = 0;
        self.eval(tree.nodes(), &mut pos)
    }

    /// The number of cases the tree gets right.
    pub fn hits(&self, tree: &Tree) -> u32 {
        CASES - (self.outputs(tree) ^ self.target).count_ones()
    }

    fn eval(&self, nodes: &[Node], pos: &mut usize) -> u64 {
        let op = self.ops[nodes[*pos].prim()];
        *pos += 1;
        match op {
            Op::And => self.eval(nodes, pos) & self.eval(nodes, pos),
            Op::Or => self.eval(nodes, pos) | self.eval(nodes, pos),
            Op::Not => !self.eval(nodes, pos),
            Op::If => {
                let c = self.eval(nodes, pos);
                let a = self.eval(nodes, pos);
                let b = self.eval(nodes, pos);
                (c & a) | (!c & b)
            }
            Op::Input(v) => self.inputs[v as usize],
        }
    }
}

impl Evaluator for Multiplexer6 {
    type Stats = ();

    fn evaluate(&self, tree: &Tree, _ctx: &EvalContext) -> Evaluation<()> {
        let right = !(self.outputs(tree) ^ self.target);
        Evaluation {
            fitness: f64::from(right.count_ones()),
            stats: (),
            cases: (0..CASES).map(|c| ((right >> c) & 1) as f64).collect(),
        }
    }
}

/// The demo's parameters: Koza's population 500 and 51 generations, the
/// paper's operator rates; stop when all 64 cases are right.
pub fn config() -> Config {
    Config {
        population_size: 500,
        generations: 51,
        target_fitness: Some(f64::from(CASES)),
        ..Config::default()
    }
}

/// Runs the demo in the current rayon pool.
pub fn run(
    config: Config,
    seed: u64,
    observer: impl FnMut(&Evolution<Multiplexer6>) -> ControlFlow<()>,
) -> Result<(Evolution<Multiplexer6>, RunOutcome<()>), EvolutionError> {
    let (pset, root) = pset();
    let evaluator = Multiplexer6::new(&pset).expect("every multiplexer primitive is mapped");
    let mut evolution = Evolution::new(pset, root, config, evaluator, seed)?;
    let outcome = evolution.run(observer);
    Ok((evolution, outcome))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handwritten_solution_scores_64() {
        let (pset, t) = pset();
        let eval = Multiplexer6::new(&pset).expect("mapped");
        let solution = "(If A1 (If A0 D3 D2) (If A0 D1 D0))";
        let tree = Tree::parse(&pset, solution, t).expect("parses");
        assert_eq!(eval.hits(&tree), 64);
        let wrong = Tree::parse(&pset, "(If A0 D3 D2)", t).expect("parses");
        assert!(eval.hits(&wrong) < 64);
        // D0 alone is right whenever the address is 0 (16 cases) or D0 happens
        // to equal the addressed bit (half of the other 48).
        let d0 = Tree::parse(&pset, "D0", t).expect("parses");
        assert_eq!(eval.hits(&d0), 16 + 24);
    }
}
