//! The generational loop: select, vary, evaluate in parallel, record.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::ops::ControlFlow;

use rand::RngExt;
use rayon::prelude::*;

use crate::generate::{Method, generate, ramped_plan, smallest};
use crate::selection::{Parents, ranking};
use crate::variation::{crossover, erc_mutation, nest_mutation, point_mutation, subtree_mutation};
use crate::{
    Config, ConfigError, EvalContext, Evaluation, Evaluator, GenerationStats, GpRng, HallOfFame,
    Individual, PrimitiveSet, Purpose, Tree, TypeId, stream_rng,
};

/// Why an [`Evolution`] could not be set up.
#[derive(Clone, Debug, PartialEq)]
pub enum EvolutionError {
    /// A config value is out of range.
    Config(ConfigError),
    /// The root type cannot produce a tree within the limits.
    RootType(String),
    /// A tree given for the initial population does not fit (index, reason).
    Initial(usize, String),
}

impl fmt::Display for EvolutionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvolutionError::Config(e) => e.fmt(f),
            EvolutionError::RootType(m) => write!(f, "root type: {m}"),
            EvolutionError::Initial(i, m) => write!(f, "initial tree {}: {m}", i + 1),
        }
    }
}

impl std::error::Error for EvolutionError {}

impl From<ConfigError> for EvolutionError {
    fn from(e: ConfigError) -> Self {
        EvolutionError::Config(e)
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOutcome<S> {
    /// Generations evaluated, counting generation 0.
    pub generations: u64,
    /// Calls to the evaluator over the whole run.
    pub total_evaluations: u64,
    /// Whether the best fitness reached `Config::target_fitness`.
    pub solved: bool,
    /// The best individual of the last generation.
    pub best: Individual<S>,
}

/// A generational GP run.
///
/// ```text
/// step():  generation 0: ramped half-and-half, duplicates retried
///          generation g: elites + (reproduction | crossover | mutation) of
///                        selected parents (tournament or lexicase), one
///                        random stream per offspring; or, when the evaluator
///                        restarts (Evaluator::restart), a new epoch: a random
///                        population as generation 0's, from g's streams
///          then: evaluator.begin_generation, parallel evaluation (fitness of
///          unchanged trees reused), hall of fame, statistics
/// ```
///
/// Offspring `i` of generation `g` draws all its randomness from
/// [`stream_rng`]`(seed, Breed, g, i)`, and results are collected in index
/// order, so a run is bit-identical on any number of threads. Run it inside
/// a rayon pool to choose the thread count:
/// `pool.install(|| evolution.run(|_| ControlFlow::Continue(())))`.
pub struct Evolution<E: Evaluator> {
    pub(crate) pset: PrimitiveSet,
    pub(crate) root: TypeId,
    pub(crate) config: Config,
    pub(crate) seed: u64,
    pub(crate) evaluator: E,
    pub(crate) generation: Option<u64>,
    pub(crate) population: Vec<Individual<E::Stats>>,
    pub(crate) hall_of_fame: HallOfFame<E::Stats>,
    pub(crate) total_evaluations: u64,
    pub(crate) stats: Option<GenerationStats>,
    /// Trees that open generation 0, before the random ones.
    pub(crate) initial: Vec<Tree>,
}

/// An offspring before evaluation, with the evaluation it may reuse.
struct Child<S> {
    tree: Tree,
    inherited: Option<Evaluation<S>>,
}

impl<S: Clone> Child<S> {
    fn fresh(tree: Tree) -> Self {
        Child {
            tree,
            inherited: None,
        }
    }

    fn copy(parent: &Individual<S>) -> Self {
        Child {
            tree: parent.tree.clone(),
            inherited: Some(Evaluation {
                fitness: parent.fitness,
                stats: parent.stats.clone(),
                cases: parent.cases.clone(),
            }),
        }
    }
}

impl<E: Evaluator> Evolution<E> {
    /// A run that has not begun; the first [`Evolution::step`] creates and
    /// evaluates generation 0.
    pub fn new(
        pset: PrimitiveSet,
        root: TypeId,
        config: Config,
        evaluator: E,
        seed: u64,
    ) -> Result<Self, EvolutionError> {
        config.validate()?;
        validate_root(&pset, root, &config)?;
        Ok(Evolution {
            hall_of_fame: HallOfFame::new(config.hall_of_fame_size),
            pset,
            root,
            config,
            seed,
            evaluator,
            generation: None,
            population: Vec::new(),
            total_evaluations: 0,
            stats: None,
            initial: Vec::new(),
        })
    }

    /// Trees to open generation 0 with, in this order, before the random ones (to
    /// continue from an earlier run's best, for instance). Each must be a tree of the
    /// root type within the limits; at most a population's worth. Only a run that has
    /// not begun takes them.
    pub fn set_initial(&mut self, trees: Vec<Tree>) -> Result<(), EvolutionError> {
        if self.generation.is_some() {
            return Err(EvolutionError::Initial(0, "the run has begun".into()));
        }
        if trees.len() > self.config.population_size {
            return Err(EvolutionError::Initial(
                self.config.population_size,
                format!(
                    "{} trees for a population of {}",
                    trees.len(),
                    self.config.population_size
                ),
            ));
        }
        let limits = self.config.limits();
        for (i, t) in trees.iter().enumerate() {
            self.pset
                .check(t, self.root)
                .map_err(|e| EvolutionError::Initial(i, e.to_string()))?;
            if !limits.admits(t) {
                return Err(EvolutionError::Initial(
                    i,
                    format!(
                        "size {} and depth {} exceed max_size {} or max_depth {}",
                        t.size(),
                        t.depth(),
                        self.config.max_size,
                        self.config.max_depth
                    ),
                ));
            }
        }
        self.initial = trees;
        Ok(())
    }

    /// Produces and evaluates the next generation.
    pub fn step(&mut self) -> &GenerationStats {
        let g = self.generation.map_or(0, |g| g + 1);
        let restart = g > 0 && self.evaluator.restart(g, &self.population);
        let children = if g == 0 || restart {
            self.initial_population(g)
        } else {
            self.breed(g)
        };
        let mut rng = stream_rng(self.seed, Purpose::Sample, g, 0);
        // A new epoch begins as generation 0 does: with nothing before it.
        let previous: &[Individual<E::Stats>] = if restart { &[] } else { &self.population };
        self.evaluator.begin_generation(g, previous, &mut rng);
        let (population, evaluations, distinct) = self.evaluate(g, children);
        let best_index = ranking(&population, self.config.parsimony)[0];
        self.total_evaluations += evaluations;
        self.hall_of_fame
            .update(&population, g, self.config.parsimony);
        self.stats = Some(GenerationStats::compute(
            g,
            &population,
            best_index,
            distinct,
            evaluations,
            self.total_evaluations,
        ));
        self.population = population;
        self.generation = Some(g);
        self.stats.as_ref().expect("just set")
    }

    /// Steps until the generation budget is spent, the target fitness is
    /// reached, or `observer` (called after every generation) breaks.
    pub fn run(
        &mut self,
        mut observer: impl FnMut(&Self) -> ControlFlow<()>,
    ) -> RunOutcome<E::Stats> {
        while !self.is_finished() {
            self.step();
            if observer(self).is_break() {
                break;
            }
        }
        RunOutcome {
            generations: self.generation.map_or(0, |g| g + 1),
            total_evaluations: self.total_evaluations,
            solved: self.solved(),
            best: self.best().expect("a generation was evaluated").clone(),
        }
    }

    /// Whether the generation budget is spent or the target reached.
    pub fn is_finished(&self) -> bool {
        self.generation.is_some_and(|g| {
            g + 1 - self.evaluator.epoch_start().min(g) >= self.config.generations || self.solved()
        })
    }

    /// Whether the current best reached `Config::target_fitness`.
    pub fn solved(&self) -> bool {
        match (self.config.target_fitness, &self.stats) {
            (Some(t), Some(s)) => s.best_fitness >= t,
            _ => false,
        }
    }

    /// The last generation evaluated, `None` before the first step.
    pub fn generation(&self) -> Option<u64> {
        self.generation
    }

    /// The current population (empty before the first step).
    pub fn population(&self) -> &[Individual<E::Stats>] {
        &self.population
    }

    /// The current generation's best individual.
    pub fn best(&self) -> Option<&Individual<E::Stats>> {
        self.stats.as_ref().map(|s| &self.population[s.best_index])
    }

    /// The current generation's statistics.
    pub fn stats(&self) -> Option<&GenerationStats> {
        self.stats.as_ref()
    }

    /// The best distinct individuals of the run.
    pub fn hall_of_fame(&self) -> &HallOfFame<E::Stats> {
        &self.hall_of_fame
    }

    /// Calls to the evaluator so far.
    pub fn total_evaluations(&self) -> u64 {
        self.total_evaluations
    }

    /// The run's parameters.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Changes the generation budget (e.g. to extend a resumed run).
    pub fn set_generations(&mut self, generations: u64) {
        self.config.generations = generations;
    }

    /// The run's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The primitive set.
    pub fn pset(&self) -> &PrimitiveSet {
        &self.pset
    }

    /// The type every tree returns.
    pub fn root_type(&self) -> TypeId {
        self.root
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// The evaluator, mutably (changing what it computes breaks reproducibility).
    pub fn evaluator_mut(&mut self) -> &mut E {
        &mut self.evaluator
    }

    /// The depth range of ramped half-and-half, at least the root type's minimum.
    fn initial_depths(&self) -> (usize, usize) {
        let min_root = self.pset.min_depth(self.root).unwrap_or(0);
        let lo = self.config.init_min_depth.max(min_root);
        (lo, self.config.init_max_depth.max(lo))
    }

    /// Generation `g`'s random population: generation 0's opens with the initial
    /// trees; a restart's (g > 0) draws from its own generation's streams.
    fn initial_population(&self, g: u64) -> Vec<Child<E::Stats>> {
        let c = &self.config;
        let (lo, hi) = self.initial_depths();
        let initial: &[Tree] = if g == 0 { &self.initial } else { &[] };
        // Sequential, in index order: duplicate checks depend on earlier trees.
        let mut seen = HashSet::new();
        let mut out = Vec::with_capacity(c.population_size);
        for t in initial {
            seen.insert(t.clone());
            out.push(Child::fresh(t.clone()));
        }
        for i in initial.len()..c.population_size {
            let mut rng = stream_rng(self.seed, Purpose::Breed, g, i as u32);
            let (depth, method) = ramped_plan(i, lo, hi);
            let tree = self.initial_tree(depth, method, &seen, &mut rng);
            seen.insert(tree.clone());
            out.push(Child::fresh(tree));
        }
        out
    }

    /// A tree of the planned shape that is new and within the limits; failing
    /// that a duplicate, then a shallower grown tree, then the smallest tree.
    fn initial_tree(
        &self,
        depth: usize,
        method: Method,
        seen: &HashSet<Tree>,
        rng: &mut GpRng,
    ) -> Tree {
        let limits = self.config.limits();
        let retries = self.config.init_duplicate_retries;
        let mut duplicate = None;
        for _ in 0..=retries {
            let Some(t) = generate(&self.pset, self.root, method, depth, rng) else {
                break;
            };
            if !limits.admits(&t) {
                continue;
            }
            if !seen.contains(&t) {
                return t;
            }
            duplicate.get_or_insert(t);
        }
        if let Some(t) = duplicate {
            return t;
        }
        let min_root = self.pset.min_depth(self.root).unwrap_or(0);
        for d in (min_root..depth).rev() {
            for _ in 0..=retries {
                if let Some(t) = generate(&self.pset, self.root, Method::Grow, d, rng)
                    && limits.admits(&t)
                {
                    return t;
                }
            }
        }
        smallest(&self.pset, self.root, rng).expect("root type validated in Evolution::new")
    }

    fn breed(&self, g: u64) -> Vec<Child<E::Stats>> {
        let n = self.config.population_size;
        let elites = self.config.elitism.min(n);
        let order = ranking(&self.population, self.config.parsimony);
        let mut out: Vec<Child<E::Stats>> = order[..elites]
            .iter()
            .map(|&i| Child::copy(&self.population[i]))
            .collect();
        let parents = Parents::new(&self.population, &self.config);
        let rest: Vec<Child<E::Stats>> = (elites..n)
            .into_par_iter()
            .map(|i| self.breed_one(&parents, g, i))
            .collect();
        out.extend(rest);
        out
    }

    fn breed_one(&self, parents: &Parents<E::Stats>, g: u64, i: usize) -> Child<E::Stats> {
        let c = &self.config;
        let pop = &self.population;
        let mut rng = stream_rng(self.seed, Purpose::Breed, g, i as u32);
        let total = c.reproduction + c.crossover + c.mutation + c.fresh;
        let r = rng.random_range(0.0..1.0) * total;
        if r >= c.reproduction + c.crossover + c.mutation {
            let (lo, hi) = self.initial_depths();
            let (depth, method) = ramped_plan(i, lo, hi);
            return Child::fresh(self.initial_tree(depth, method, &HashSet::new(), &mut rng));
        }
        let a = parents.select(&mut rng);
        if r < c.reproduction {
            return Child::copy(&pop[a]);
        }
        let child = if r < c.reproduction + c.crossover {
            let b = parents.select(&mut rng);
            crossover(
                &pop[a].tree,
                &pop[b].tree,
                c.limits(),
                c.crossover_internal,
                &mut rng,
            )
        } else {
            self.mutate(&pop[a].tree, &mut rng)
        };
        match child {
            Some(tree) => Child::fresh(tree),
            None => Child::copy(&pop[a]),
        }
    }

    /// One mutation of the kind drawn from the mix; a point, ERC or nest mutation
    /// that finds nothing to change falls back to subtree mutation.
    fn mutate(&self, tree: &Tree, rng: &mut GpRng) -> Option<Tree> {
        let c = &self.config;
        let m = &c.mutation_mix;
        let r = rng.random_range(0.0..1.0) * (m.subtree + m.point + m.erc + m.nest);
        let first = if r < m.subtree {
            None
        } else if r < m.subtree + m.point {
            point_mutation(&self.pset, tree, rng)
        } else if r < m.subtree + m.point + m.erc {
            erc_mutation(&self.pset, tree, rng)
        } else {
            nest_mutation(tree, c.limits(), rng)
        };
        first.or_else(|| subtree_mutation(&self.pset, tree, c.limits(), c.mutation_depth, rng))
    }

    /// Evaluates the offspring, reusing fitness for unchanged trees; returns
    /// the population, the evaluator calls made and the distinct tree count.
    fn evaluate(
        &self,
        g: u64,
        children: Vec<Child<E::Stats>>,
    ) -> (Vec<Individual<E::Stats>>, u64, usize) {
        #[derive(Clone, Copy)]
        enum Source {
            Inherited,
            Computed,
            CopyOf(usize),
        }
        let n = children.len();
        let stationary = self.evaluator.fitness_is_stationary();
        let mut first_of: HashMap<&Tree, usize> = HashMap::with_capacity(n);
        let mut source = vec![Source::Computed; n];
        if stationary {
            for (i, c) in children.iter().enumerate() {
                if c.inherited.is_some() {
                    first_of.entry(&c.tree).or_insert(i);
                    source[i] = Source::Inherited;
                }
            }
        }
        let mut to_compute = Vec::new();
        for (i, c) in children.iter().enumerate() {
            if matches!(source[i], Source::Inherited) {
                continue;
            }
            match first_of.get(&c.tree) {
                Some(&j) => source[i] = Source::CopyOf(j),
                None => {
                    first_of.insert(&c.tree, i);
                    to_compute.push(i);
                }
            }
        }
        let distinct = first_of.len();
        drop(first_of);

        let evaluator = &self.evaluator;
        let seed = self.seed;
        let computed: Vec<Evaluation<E::Stats>> = to_compute
            .par_iter()
            .map(|&i| {
                let ctx = EvalContext {
                    generation: g,
                    index: i,
                    seed,
                };
                evaluator.evaluate(&children[i].tree, &ctx)
            })
            .collect();

        let mut evals: Vec<Option<Evaluation<E::Stats>>> = children
            .iter()
            .zip(&source)
            .map(|(c, s)| match s {
                Source::Inherited => c.inherited.clone(),
                _ => None,
            })
            .collect();
        for (&i, e) in to_compute.iter().zip(computed) {
            evals[i] = Some(e);
        }
        for i in 0..n {
            if let Source::CopyOf(j) = source[i] {
                evals[i] = evals[j].clone();
            }
        }
        let population = children
            .into_iter()
            .zip(evals)
            .map(|(c, e)| individual(c.tree, e.expect("every offspring has an evaluation")))
            .collect();
        (population, to_compute.len() as u64, distinct)
    }

    /// `tree` evaluated on the current generation's sample, as the individual at
    /// `index` (an arrival from another island).
    pub(crate) fn evaluated_here(&self, tree: Tree, index: usize) -> Individual<E::Stats> {
        let ctx = EvalContext {
            generation: self.generation.unwrap_or(0),
            index,
            seed: self.seed,
        };
        let e = self.evaluator.evaluate(&tree, &ctx);
        individual(tree, e)
    }
}

/// An individual from its tree and evaluation; a NaN fitness ranks last.
fn individual<S>(tree: Tree, e: Evaluation<S>) -> Individual<S> {
    Individual {
        tree,
        fitness: if e.fitness.is_nan() {
            f64::NEG_INFINITY
        } else {
            e.fitness
        },
        stats: e.stats,
        cases: e.cases,
    }
}

fn validate_root(pset: &PrimitiveSet, root: TypeId, config: &Config) -> Result<(), EvolutionError> {
    if root.index() >= pset.num_types() {
        return Err(EvolutionError::RootType(format!(
            "type id {} is not in the primitive set",
            root.0
        )));
    }
    let name = pset.type_name(root);
    let Some(min_depth) = pset.min_depth(root) else {
        return Err(EvolutionError::RootType(format!(
            "{name} has no finite tree"
        )));
    };
    if min_depth > config.max_depth {
        return Err(EvolutionError::RootType(format!(
            "the shallowest {name} tree has depth {min_depth}, over max_depth {}",
            config.max_depth
        )));
    }
    let mut rng = stream_rng(0, Purpose::Breed, 0, 0);
    let small = smallest(pset, root, &mut rng)
        .ok_or_else(|| EvolutionError::RootType(format!("{name} has no finite tree")))?;
    if !config.limits().admits(&small) {
        return Err(EvolutionError::RootType(format!(
            "the smallest {name} tree (size {}, depth {}) is over the limits (max_size {}, max_depth {})",
            small.size(),
            small.depth(),
            config.max_size,
            config.max_depth
        )));
    }
    Ok(())
}
