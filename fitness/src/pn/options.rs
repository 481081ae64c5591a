//! How a [`super::PnSolver`] searches.

/// Which proof-number algorithm to run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PnVariant {
    /// PROVER as the "Mate in 38" paper describes it: best-first over an explicit
    /// tree, no transposition table. Memory grows with the tree.
    Prover,
    /// df-pn with a bounded transposition table (the default): transpositions are
    /// shared and memory is fixed by the table size.
    #[default]
    DfPn,
}

impl PnVariant {
    /// The stable name used in output.
    pub fn as_str(self) -> &'static str {
        match self {
            PnVariant::Prover => "prover",
            PnVariant::DfPn => "dfpn",
        }
    }
}

/// How df-pn tells that a quiet attacker move threatens mate
/// ([`PnOptions::no_threat_factor`]); neither test applies a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThreatTest {
    /// The attacker, were the defender to pass, has a legal check that leaves the
    /// king no flight square (`chess_prims::passed_mate_candidate`): attack sets only.
    #[default]
    Candidate,
    /// The same candidates, each confirmed as mate on a simulated position
    /// (`chess_prims::features::mate_threat`; boards, no nodes).
    Confirmed,
}

/// Options of a [`super::PnSolver`]. Resource limits per solve are in
/// [`crate::Limits`]; these say how to search and how much memory to hold.
#[derive(Clone, Debug, PartialEq)]
pub struct PnOptions {
    /// PROVER or df-pn.
    pub variant: PnVariant,
    /// The most tree nodes (PROVER) or transposition-table entries (df-pn) held at
    /// once. PROVER answers "unknown" (stopped by memory) when its tree reaches it;
    /// df-pn replaces entries instead (its table holds a power of two of entries,
    /// the largest within this). Memory is at most this times
    /// [`super::PROVER_NODE_BYTES`] or [`super::DFPN_ENTRY_BYTES`], plus the
    /// current line.
    pub max_stored: usize,
    /// After a proof, search again for mates one move shorter until none is found
    /// (then the mate is the shortest) or the limits run out (then the answer is
    /// still a mate, with `stopped_by` set). pn search favours forcing lines over
    /// short ones ("Mate in 38", §5.2.3 and §6.1).
    pub shorten: bool,
    /// Find every first move that mates in the reported number of moves, not only
    /// one.
    pub all_key_moves: bool,
    /// df-pn's threshold slack: a child is searched until its number exceeds
    /// (1 + ε) times the second-best child's (Pawlewicz & Lew). 0 is plain df-pn.
    pub epsilon: f64,
    /// df-pn's first proof number of a position where the attacker moves: 1 plus
    /// this times the defending king's flight squares (the free squares next to it
    /// that the attacker does not attack). A boxed-in king is closer to mate; 0 is
    /// plain mobility, (1, n) (PROVER's initialisation, which PROVER keeps). The
    /// default, 1, is the best of 0, 1 and 2 measured (docs/PN_RESULTS.md).
    pub flight_weight: u32,
    /// df-pn's first proof number of a quiet attacker move below the root (one that
    /// gives no check), set without playing the move: the move is played, judged and
    /// counted as a node only when the search first chooses it. Most quiet moves are
    /// never chosen, so a node's expansion costs its checks rather than all its
    /// moves. 0 plays and judges every move when its node is expanded (PROVER's way,
    /// which PROVER keeps). The default is the best measured (docs/PN_RESULTS.md).
    pub quiet_guess: u32,
    /// df-pn's first disproof number of a defender's reply, set without playing it
    /// (its proof number is 1): the reply is played, judged and counted as a node
    /// only when the search first chooses it, so a defender's node whose first
    /// replies refute the attack never pays for the others. 0 plays and judges every
    /// reply when its node is expanded. The default is the best measured
    /// (docs/PN_RESULTS.md).
    pub reply_guess: u32,
    /// df-pn: when a quiet attacker move is judged (played, one node), its first
    /// proof number is multiplied by this if the attacker then threatens no mate in
    /// one ([`PnOptions::threat_test`], asked without applying a move). Quiet keys of
    /// composed mates threaten mate; a quiet move that does not is seldom the way.
    /// 1: off. The default, 4, is the best of 2 to 16 measured (docs/PN_RESULTS.md
    /// §16).
    pub no_threat_factor: u32,
    /// df-pn: the first proof number of a judged quiet attacker move that threatens
    /// mate is divided by this (rounded up). 1 (the default): off.
    pub threat_divisor: u32,
    /// How a threat is told apart for [`PnOptions::no_threat_factor`] and
    /// [`PnOptions::threat_divisor`].
    pub threat_test: ThreatTest,
    /// Scale by [`PnOptions::no_threat_factor`] and [`PnOptions::threat_divisor`] the
    /// defender's node after a quiet move for as long as it is searched, not only its
    /// first proof number (the threat is asked again, statically, at each visit).
    pub threat_persists: bool,
    /// Scale the guessed proof number of a quiet attacker move
    /// ([`PnOptions::quiet_guess`]) too, the threat asked of the board after the
    /// move simulated without playing it (a board, no node). Off by default: it
    /// proved more mates per node, but a board simulated for every quiet move looked
    /// at is work the node count does not see (docs/PN_RESULTS.md §16).
    pub threat_in_guess: bool,
}

impl Default for PnOptions {
    fn default() -> PnOptions {
        PnOptions {
            variant: PnVariant::DfPn,
            max_stored: 1 << 22,
            shorten: false,
            all_key_moves: false,
            epsilon: 0.25,
            flight_weight: 1,
            quiet_guess: 5,
            reply_guess: 1,
            no_threat_factor: 4,
            threat_divisor: 1,
            threat_test: ThreatTest::Candidate,
            threat_persists: false,
            threat_in_guess: false,
        }
    }
}

impl PnOptions {
    /// The defaults with PROVER.
    pub fn prover() -> PnOptions {
        PnOptions {
            variant: PnVariant::Prover,
            ..PnOptions::default()
        }
    }

    /// The defaults with df-pn.
    pub fn dfpn() -> PnOptions {
        PnOptions::default()
    }

    /// Sets [`PnOptions::max_stored`].
    pub fn with_max_stored(mut self, max_stored: usize) -> PnOptions {
        self.max_stored = max_stored;
        self
    }

    /// Sets [`PnOptions::shorten`].
    pub fn with_shorten(mut self, shorten: bool) -> PnOptions {
        self.shorten = shorten;
        self
    }

    /// Sets [`PnOptions::all_key_moves`].
    pub fn with_all_key_moves(mut self, all: bool) -> PnOptions {
        self.all_key_moves = all;
        self
    }

    /// Sets [`PnOptions::flight_weight`].
    pub fn with_flight_weight(mut self, weight: u32) -> PnOptions {
        self.flight_weight = weight;
        self
    }

    /// Sets [`PnOptions::quiet_guess`].
    pub fn with_quiet_guess(mut self, guess: u32) -> PnOptions {
        self.quiet_guess = guess;
        self
    }

    /// Sets [`PnOptions::reply_guess`].
    pub fn with_reply_guess(mut self, guess: u32) -> PnOptions {
        self.reply_guess = guess;
        self
    }

    /// Sets [`PnOptions::epsilon`].
    pub fn with_epsilon(mut self, epsilon: f64) -> PnOptions {
        self.epsilon = epsilon;
        self
    }
}
