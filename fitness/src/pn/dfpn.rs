//! Depth-first proof-number search (Nagai's df-pn) with a bounded transposition
//! table, replacement by work, and Pawlewicz & Lew's 1+ε threshold trick.
//!
//! df-pn finds the same most-proving nodes as PROVER but keeps only the current path
//! in memory; everything else lives in the table, so transpositions are shared and
//! memory is bounded by the table's size.
//!
//! Soundness rules, because a table entry is reused on other lines than the one that
//! made it:
//! - A proof is stored with its distance to mate and the highest halfmove clock it
//!   survives; it is reused only at a clock no higher.
//! - A disproof that rests on a repetition, the fifty-move rule or the safety horizon
//!   holds only for the current line: it is kept in the parent's frame, never stored.
//! - In a mate-in-N search the key includes the plies left, so a depth disproof is
//!   reused only with as few plies left. A proof is also stored under the position
//!   alone, and reused at any depth with at least its distance to mate left.
//! - Proofs need no guard against graph-history interaction: a proof never rests on
//!   a repetition (a repetition disproves), and a proof tree found on one line,
//!   replayed after another, repeats a position at most once more (each line and
//!   each tree is free of repetitions), which no rule of chess turns into a draw;
//!   the fifty-move rule is the halfmove clock's bound above.

use chess_prims::{Line, MoveSet, legal_moves_and_checks_into, legal_moves_into};
use shakmaty::{Move, MoveList, Position};

use super::budget::Budget;
use super::engine::{Engine, Outcome};
use super::leaf::{Horizon, Leaf, Why, judge, king_flights};
use super::numbers::{INF, MAX_FINITE, Num, add, by_mobility};
use super::table::Table;
use super::threat::{QuietThreats, Scale};

/// First numbers given to moves df-pn has not played (`PnOptions::quiet_guess` and
/// `PnOptions::reply_guess`; 0 plays them).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Guesses {
    pub(crate) quiet: Num,
    pub(crate) reply: Num,
}

/// One child of a node on the current path.
#[derive(Clone, Copy, Debug)]
struct Kid {
    mv: Move,
    /// The child's Zobrist hash; `None` until known.
    hash: Option<u64>,
    pn: Num,
    dn: Num,
    /// Of a proven child: plies to mate.
    dist: u16,
    /// Solved for this line only (repetition, fifty-move rule, horizon): the table
    /// neither overrides nor learns it.
    local: bool,
    /// Numbers guessed without playing the move (`PnOptions::quiet_guess`,
    /// `PnOptions::reply_guess`); it is played and judged when the search first
    /// chooses it.
    guessed: bool,
}

/// What a first look at a child found without playing it.
#[derive(Clone, Copy, Debug)]
enum Look {
    /// Its numbers are set (from the path, the table or a guess).
    Settled,
    /// It must be played and judged (`DfPn::judge_played`), at this halfmove clock;
    /// `keep_table`: the table holds a proof for a lower clock, not to be overwritten.
    Play { clock: u32, keep_table: bool },
}

/// The numbers of a node as its children make them.
#[derive(Clone, Copy, Debug)]
struct Numbers {
    pn: Num,
    dn: Num,
    dist: u16,
    local: bool,
}

#[derive(Debug)]
pub(crate) struct DfPn {
    table: Table,
    cap: usize,
    epsilon: f64,
    /// See `PnOptions::flight_weight`.
    flight_weight: Num,
    /// The children of every node on the current path, frame after frame.
    kids: Vec<Kid>,
    horizon: Horizon,
    root_moves: Option<Vec<Move>>,
    horizon_hit: bool,
    root_best: Option<Move>,
    judged: u64,
    guesses: Guesses,
    /// See `PnOptions::no_threat_factor`.
    threats: QuietThreats,
}

/// Mixes the plies left into a key so that one position at different depths of a
/// mate-in-N search gets different entries (splitmix64's finaliser).
fn depth_salt(remaining: u32) -> u64 {
    let mut z = u64::from(remaining).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The highest halfmove clock at which a proof found at `clock`, `dist` plies long,
/// still holds: any clock no higher than the one it was found at (no draw claim comes
/// sooner), or any clock from which mate lands by the hundredth halfmove.
fn max_clock(clock: u32, dist: u16) -> u8 {
    let by_length = 100u32.saturating_sub(u32::from(dist));
    clock.max(by_length).min(255) as u8
}

impl DfPn {
    pub(crate) fn new(
        cap: usize,
        epsilon: f64,
        flight_weight: u32,
        guesses: Guesses,
        threats: QuietThreats,
    ) -> DfPn {
        DfPn {
            table: Table::default(),
            cap,
            flight_weight,
            epsilon: if epsilon.is_finite() {
                epsilon.max(0.0)
            } else {
                0.0
            },
            kids: Vec::new(),
            horizon: Horizon::unlimited(),
            root_moves: None,
            horizon_hit: false,
            root_best: None,
            judged: 0,
            guesses,
            threats,
        }
    }

    #[inline]
    fn key(&self, hash: u64, ply: u32) -> u64 {
        let remaining = if self.horizon.limited {
            self.horizon.remaining(ply)
        } else {
            u32::MAX
        };
        hash ^ depth_salt(remaining)
    }

    /// The key of a position's proof in a mate-in-N search, whatever the plies left:
    /// a mate in d plies is one wherever d plies remain, so a proof found at one
    /// depth serves every depth with as many plies left (the shortening searches
    /// above all, and transpositions reached at another ply).
    #[inline]
    fn proof_key(hash: u64) -> u64 {
        hash ^ depth_salt(u32::MAX)
    }

    /// A proof of the position with `hash` found at another depth, short enough for
    /// a child at `ply` and valid at its halfmove `clock`: its distance to mate.
    #[inline]
    fn proof_elsewhere(&self, hash: u64, ply: u32, clock: u32) -> Option<u16> {
        if !self.horizon.limited {
            return None;
        }
        let e = self.table.probe(Self::proof_key(hash))?;
        let fits = e.proven()
            && u32::from(e.dist) <= self.horizon.remaining(ply)
            && u32::from(e.max_clock) >= clock;
        fits.then_some(e.dist)
    }

    /// A threshold a little above `x`: `x + 1`, or `x · (1 + ε)` when larger. The
    /// slack keeps df-pn from switching back and forth between two close children.
    #[inline]
    fn grow(&self, x: Num) -> Num {
        if x >= MAX_FINITE {
            return INF;
        }
        let scaled = (f64::from(x) * (1.0 + self.epsilon)).ceil();
        let scaled = if scaled >= f64::from(INF) {
            INF
        } else {
            scaled as Num
        };
        scaled.max(x + 1)
    }

    /// Pushes the children of the position the line stands on. Kept out of `mid` so
    /// the move list does not sit in every recursion frame.
    #[inline(never)]
    fn generate(&mut self, line: &Line) {
        let pos = line.position();
        let base = line.child_base();
        let mut moves = MoveList::new();
        let mut checks = MoveSet::default();
        let attacker = line.ply().is_multiple_of(2);
        // Only a check can mate, so the attacker's last move in a mate-in-N search
        // needs no other. Below the root, an attacker move that gives no check, and
        // every defender's reply, is guessed rather than played until the search
        // first chooses it.
        let last = attacker && self.horizon.limited && self.horizon.remaining(line.ply()) == 1;
        let guess = attacker && line.ply() > 0 && self.guesses.quiet > 0;
        let mut split = last || guess;
        match &self.root_moves {
            Some(only) if line.ply() == 0 => {
                moves.extend(only.iter().copied());
                split = false;
            }
            _ if split => legal_moves_and_checks_into(pos, &mut moves, &mut checks),
            _ => legal_moves_into(pos, &mut moves),
        }
        for (i, mv) in moves.into_iter().enumerate() {
            let quiet = split && !checks.contains(i);
            let (pn, dn) = if quiet && last { (INF, 0) } else { (1, 1) };
            self.kids.push(Kid {
                mv,
                hash: line.hash_after_from(base, &mv),
                pn,
                dn,
                dist: 0,
                local: false,
                guessed: (quiet && !last) || (!attacker && self.guesses.reply > 0),
            });
        }
    }

    /// First look at child `i` of the node the line stands on: from the path, the
    /// table, a guess (a quiet move or a defender's reply, `may_guess`), or failing
    /// those by playing it (one node). False if the budget ran out.
    fn evaluate(
        &mut self,
        i: usize,
        line: &mut Line,
        budget: &mut Budget,
        may_guess: bool,
    ) -> bool {
        match self.look(i, line, may_guess) {
            Look::Settled => true,
            Look::Play { clock, keep_table } => {
                if !budget.play(line, &self.kids[i].mv) {
                    return false;
                }
                self.judge_played(i, line, clock, keep_table);
                line.undo();
                true
            }
        }
    }

    /// Child `i` seen without playing it: its numbers from the path, the table or a
    /// guess, or what playing it needs.
    #[inline(never)]
    fn look(&mut self, i: usize, line: &Line, may_guess: bool) -> Look {
        let kid = self.kids[i];
        if kid.dn == 0 {
            return Look::Settled; // a quiet last move, disproven as it was generated
        }
        let ply = line.ply() + 1;
        let clock = if kid.mv.is_zeroing() {
            0
        } else {
            line.position().halfmoves().saturating_add(1)
        };
        let must_play = clock >= 100 || (!self.horizon.limited && ply >= self.horizon.plies);
        let mut keep_table = false;
        if let (Some(hash), false) = (kid.hash, must_play) {
            if line.peek_hashed(&kid.mv, hash).repeats {
                self.set(i, INF, 0, 0, true);
                return Look::Settled;
            }
            if let Some(dist) = self.proof_elsewhere(hash, ply, clock) {
                self.set(i, 0, INF, dist, false);
                return Look::Settled;
            }
            if let Some(e) = self.table.probe(self.key(hash, ply)) {
                if !e.proven() || u32::from(e.max_clock) >= clock {
                    let (pn, dn, dist) = (e.pn, e.dn, e.dist);
                    self.set(i, pn, dn, dist, false);
                    return Look::Settled;
                }
                // A proof that the clock here outlives: judge afresh, keep the proof.
                keep_table = true;
            }
        }
        if kid.guessed && may_guess && !must_play && kid.hash.is_some() {
            if line.ply().is_multiple_of(2) {
                let scale = self.threats.guess_scale(line.position(), &kid.mv);
                self.set(i, scale.apply(self.guesses.quiet), 1, 0, false);
            } else {
                self.set(i, 1, self.guesses.reply, 0, false);
            }
            self.kids[i].guessed = true;
            return Look::Settled;
        }
        Look::Play { clock, keep_table }
    }

    /// Judges child `i`, whose move the line has just played (the line stays there):
    /// its first numbers from the position, stored in the table.
    #[inline(never)]
    fn judge_played(&mut self, i: usize, line: &Line, clock: u32, keep_table: bool) {
        let kid = self.kids[i];
        let ply = line.ply();
        self.judged += 1;
        let leaf = judge(line, self.horizon);
        let flights = match leaf {
            Leaf::Open { .. } if self.flight_weight > 0 && ply.is_multiple_of(2) => {
                king_flights(line.position())
            }
            _ => 0,
        };
        let hash = line.hash();
        self.kids[i].hash = Some(hash);
        let key = self.key(hash, ply);
        match leaf {
            Leaf::Mate => {
                self.set(i, 0, INF, 0, false);
                self.table.store(key, 0, INF, 0, u8::MAX, 0);
            }
            Leaf::Disproven(Why::Final | Why::Depth) => {
                self.set(i, INF, 0, 0, false);
                self.table.store(key, INF, 0, 0, 0, 0);
            }
            Leaf::Disproven(why) => {
                self.horizon_hit |= why == Why::Horizon;
                self.set(i, INF, 0, 0, true);
            }
            Leaf::Open { moves } => {
                // A child whose hash was not known in advance may be in the table.
                if kid.hash.is_none()
                    && let Some(dist) = self.proof_elsewhere(hash, ply, clock)
                {
                    self.set(i, 0, INF, dist, false);
                    return;
                }
                if kid.hash.is_none()
                    && let Some(e) = self.table.probe(key)
                    && (!e.proven() || u32::from(e.max_clock) >= clock)
                {
                    let (pn, dn, dist) = (e.pn, e.dn, e.dist);
                    self.set(i, pn, dn, dist, false);
                    return;
                }
                let attacker_to_move = ply.is_multiple_of(2);
                let (mut pn, dn) = by_mobility(attacker_to_move, moves);
                pn = pn.saturating_add(flights.saturating_mul(self.flight_weight));
                if !attacker_to_move {
                    pn = self.threats.scale(line.position()).apply(pn);
                }
                self.set(i, pn, dn, 0, false);
                if !keep_table && self.table.probe(key).is_none() {
                    self.table.store(key, pn, dn, 0, 0, 0);
                }
            }
        }
    }

    #[inline]
    fn set(&mut self, i: usize, pn: Num, dn: Num, dist: u16, local: bool) {
        let k = &mut self.kids[i];
        k.pn = pn;
        k.dn = dn;
        k.dist = dist;
        k.local = local;
        k.guessed = false;
    }

    /// Re-reads an unsolved child from the table: a transposition may have moved it.
    #[inline]
    fn refresh(&mut self, i: usize, ply: u32, clock: u32) {
        let kid = self.kids[i];
        if kid.pn == 0 || kid.dn == 0 {
            return;
        }
        let Some(hash) = kid.hash else { return };
        let child_clock = if kid.mv.is_zeroing() { 0 } else { clock + 1 };
        if let Some(dist) = self.proof_elsewhere(hash, ply, child_clock) {
            self.set(i, 0, INF, dist, false);
            return;
        }
        if let Some(e) = self.table.probe(self.key(hash, ply))
            && (!e.proven() || u32::from(e.max_clock) >= child_clock)
        {
            let (pn, dn, dist) = (e.pn, e.dn, e.dist);
            self.set(i, pn, dn, dist, false);
        }
    }

    fn combine(&self, kids: std::ops::Range<usize>, attacker: bool) -> Numbers {
        let kids = &self.kids[kids];
        let (mut pn, mut dn) = if attacker { (INF, 0) } else { (0, INF) };
        for k in kids {
            if attacker {
                pn = pn.min(k.pn);
                dn = add(dn, k.dn);
            } else {
                pn = add(pn, k.pn);
                dn = dn.min(k.dn);
            }
        }
        let proven = kids.iter().filter(|k| k.pn == 0).map(|k| k.dist);
        let dist = if attacker { proven.min() } else { proven.max() };
        let disproven = || kids.iter().filter(|k| k.dn == 0);
        let local = if dn != 0 {
            false
        } else if attacker {
            disproven().any(|k| k.local)
        } else {
            disproven().all(|k| k.local)
        };
        Numbers {
            pn,
            dn,
            dist: if pn == 0 {
                dist.unwrap_or(0).saturating_add(1)
            } else {
                0
            },
            local,
        }
    }

    /// The child to search next and the second-best number beside it.
    fn select(&self, kids: std::ops::Range<usize>, attacker: bool) -> (usize, Num) {
        let num = |k: &Kid| if attacker { k.pn } else { k.dn };
        let (mut best, mut first, mut second) = (kids.start, INF, INF);
        for i in kids {
            let n = num(&self.kids[i]);
            if n < first {
                (best, second, first) = (i, first, n);
            } else if n < second {
                second = n;
            }
        }
        (best, second)
    }

    /// Searches the node the line stands on until its proof number reaches `th_pn`
    /// or its disproof number reaches `th_dn` (or it is solved). `None` when the
    /// budget ran out.
    fn mid(
        &mut self,
        line: &mut Line,
        th_pn: Num,
        th_dn: Num,
        budget: &mut Budget,
    ) -> Option<Numbers> {
        let ply = line.ply();
        let attacker = ply.is_multiple_of(2);
        // A defender's node after a quiet move that threatens nothing may keep its
        // proof number scaled (`PnOptions::threat_persists`): its children are
        // searched to the unscaled bound, and what it returns is scaled.
        let scale = if !attacker && self.threats.persists() {
            self.threats.scale(line.position())
        } else {
            Scale::ONE
        };
        let th_pn = scale.unscaled_threshold(th_pn);
        let clock = line.position().halfmoves();
        let start = line.nodes();
        let base = self.kids.len();
        self.generate(line);
        let kids = base..self.kids.len();
        for i in kids.clone() {
            if !self.evaluate(i, line, budget, true) {
                self.kids.truncate(base);
                return None;
            }
        }
        let mut now;
        loop {
            now = self.combine(kids.clone(), attacker);
            if now.pn == 0 || now.dn == 0 || now.pn >= th_pn || now.dn >= th_dn {
                break;
            }
            let (best, mut second) = self.select(kids.clone(), attacker);
            // A guessed child is played and judged when first chosen. If it is still
            // the one to search once judged, the search goes on into it from there:
            // playing it again would count a second node for the same move.
            let mut played = false;
            if self.kids[best].guessed {
                let Look::Play { clock, keep_table } = self.look(best, line, false) else {
                    continue;
                };
                if !budget.play(line, &self.kids[best].mv) {
                    self.kids.truncate(base);
                    return None;
                }
                self.judge_played(best, line, clock, keep_table);
                now = self.combine(kids.clone(), attacker);
                let judged = self.kids[best];
                let (still, next) = self.select(kids.clone(), attacker);
                if now.pn == 0
                    || now.dn == 0
                    || now.pn >= th_pn
                    || now.dn >= th_dn
                    || judged.pn == 0
                    || judged.dn == 0
                    || still != best
                {
                    line.undo();
                    continue;
                }
                second = next;
                played = true;
            }
            let kid = self.kids[best];
            // The child may search until it is no longer clearly the best, and
            // until the parent's other number would reach its own threshold.
            let rest = |th: Num, total: Num, part: Num| -> Num {
                if th == INF {
                    INF
                } else {
                    (u64::from(th) - u64::from(total) + u64::from(part)).min(u64::from(INF)) as Num
                }
            };
            let (cth_pn, cth_dn) = if attacker {
                (th_pn.min(self.grow(second)), rest(th_dn, now.dn, kid.dn))
            } else {
                (rest(th_pn, now.pn, kid.pn), th_dn.min(self.grow(second)))
            };
            if !played && !budget.play(line, &kid.mv) {
                self.kids.truncate(base);
                return None;
            }
            let result = self.mid(line, cth_pn, cth_dn, budget);
            line.undo();
            let Some(r) = result else {
                self.kids.truncate(base);
                return None;
            };
            let solved = r.pn == 0 || r.dn == 0;
            self.set(best, r.pn, r.dn, r.dist, r.local && solved);
            for i in kids.clone() {
                if i != best {
                    self.refresh(i, ply + 1, clock);
                }
            }
        }
        now.pn = scale.apply(now.pn);
        if ply == 0 && now.pn == 0 {
            self.root_best = self.kids[kids.clone()]
                .iter()
                .filter(|k| k.pn == 0)
                .min_by_key(|k| k.dist)
                .map(|k| k.mv);
        }
        self.kids.truncate(base);
        if ply == 0 && self.root_moves.is_some() {
            // A root searched with only some of its moves is not the position.
            return Some(now);
        }
        let key = self.key(line.hash(), ply);
        let work = line.nodes() - start;
        if now.pn == 0 {
            let max_clock = max_clock(clock, now.dist);
            self.table.store(key, 0, INF, now.dist, max_clock, work);
            let proof_key = Self::proof_key(line.hash());
            if self.horizon.limited
                && !self
                    .table
                    .probe(proof_key)
                    .is_some_and(|e| e.proven() && e.dist <= now.dist)
            {
                self.table
                    .store(proof_key, 0, INF, now.dist, max_clock, work);
            }
        } else if now.dn == 0 {
            if !now.local {
                self.table.store(key, INF, 0, 0, 0, work);
            }
        } else if !self.table.probe(key).is_some_and(|e| e.proven()) {
            // An unsolved result never overwrites a proof made at a lower clock.
            self.table.store(key, now.pn, now.dn, 0, 0, work);
        }
        Some(now)
    }

    /// A mating line from the root after a proof: the attacker's quickest proven
    /// move, the defender's longest-resisting reply, read from the table; a node
    /// whose children are no longer all there is searched again. Moves played here
    /// count as nodes. Empty when the budget runs out or the table cannot give it.
    fn principal_variation(&mut self, line: &mut Line, budget: &mut Budget) -> Vec<Move> {
        let mut pv = Vec::new();
        let found = loop {
            let ply = line.ply();
            if ply % 2 == 1 && line.position().is_checkmate() {
                break true;
            }
            if ply >= self.horizon.plies {
                break false;
            }
            let Some(mv) = self.pv_move(line, budget) else {
                break false;
            };
            if !budget.play(line, &mv) {
                break false;
            }
            pv.push(mv);
        };
        line.undo_to(0);
        if !found {
            pv.clear();
        }
        pv
    }

    /// The next move of the mating line at the node the line stands on.
    fn pv_move(&mut self, line: &mut Line, budget: &mut Budget) -> Option<Move> {
        let attacker = line.ply().is_multiple_of(2);
        for attempt in 0..2 {
            let base = self.kids.len();
            self.generate(line);
            let kids = base..self.kids.len();
            for i in kids.clone() {
                if !self.evaluate(i, line, budget, true) {
                    self.kids.truncate(base);
                    return None;
                }
            }
            let proven = self.kids[kids.clone()].iter().filter(|k| k.pn == 0);
            let choice = if attacker {
                proven.min_by_key(|k| k.dist).map(|k| k.mv)
            } else if self.kids[kids.clone()].iter().all(|k| k.pn == 0) {
                proven.max_by_key(|k| k.dist).map(|k| k.mv)
            } else {
                None
            };
            self.kids.truncate(base);
            if choice.is_some() || attempt == 1 {
                return choice;
            }
            // Entries were replaced since the proof: prove this node again.
            let proven = self.mid(line, INF, INF, budget).is_some_and(|r| r.pn == 0);
            if !proven {
                return None;
            }
        }
        None
    }
}

impl Engine for DfPn {
    fn begin(&mut self, max_nodes: Option<u64>) -> bool {
        // Every entry is written by a node that applied a move, so a search of
        // `max_nodes` moves never needs more entries than that (rounded up to the
        // table's power of two).
        let by_nodes = max_nodes.map_or(usize::MAX, |n| {
            usize::try_from(n.saturating_add(1))
                .ok()
                .and_then(usize::checked_next_power_of_two)
                .unwrap_or(usize::MAX)
        });
        self.table.reset(self.cap.min(by_nodes)).is_ok()
    }

    fn prove(
        &mut self,
        line: &mut Line,
        horizon: Horizon,
        root_moves: Option<&[Move]>,
        want_pv: bool,
        budget: &mut Budget,
    ) -> Outcome {
        line.undo_to(0);
        self.horizon = horizon;
        self.root_moves = root_moves.map(<[Move]>::to_vec);
        self.horizon_hit = false;
        self.root_best = None;
        self.judged = 0;
        self.kids.clear();
        let result = self.mid(line, INF, INF, budget);
        line.undo_to(0);
        match result {
            None => Outcome::Stopped,
            Some(r) if r.pn == 0 => {
                let Some(best) = self.root_best else {
                    return Outcome::Stopped; // unreachable: a proven root has a proven child
                };
                let pv = if want_pv {
                    self.principal_variation(line, budget)
                } else {
                    Vec::new()
                };
                Outcome::Proven {
                    plies: u32::from(r.dist),
                    best,
                    pv,
                }
            }
            Some(r) if r.dn == 0 => Outcome::Disproven {
                horizon: self.horizon_hit,
            },
            // The root's thresholds are infinite: it returns only when solved.
            Some(_) => Outcome::Stopped,
        }
    }

    fn stored_peak(&self) -> usize {
        self.table.used()
    }

    fn allocated(&self) -> usize {
        self.table.capacity()
    }

    fn judged(&self) -> u64 {
        self.judged
    }
}
