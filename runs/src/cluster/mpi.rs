//! The collectives of [`gp::Transport`] over MPI, with point-to-point messages of
//! bytes on `MPI_COMM_WORLD`: one island per rank, rank 0 the root.
//!
//! Every rank calls the same operations in the same order (the archipelago and the
//! run driver do), so messages between two ranks never overtake each other. MPI's
//! default error handler ends the whole job on a failure, and so does `mpirun` when
//! a rank dies: no operation waits forever on a dead rank.

use std::ops::Range;

use mpi::environment::Universe;
use mpi::point_to_point::MatchedReceiveVec;
use mpi::topology::SimpleCommunicator;
use mpi::traits::{Communicator, Destination, Source};
use mpi::{Tag, Threading};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::CliError;

const RING: Tag = 1;
const GATHER: Tag = 2;
const SCATTER: Tag = 3;
const BROADCAST: Tag = 4;
const WORK: Tag = 5;

/// MPI for this process: its rank, the job's size and the universe that finalizes
/// MPI when dropped. Calls come from one thread at a time, but not always the main
/// one (the generation loop runs in the thread pool): hence `Serialized`.
pub fn initialize() -> Option<(usize, usize, Universe)> {
    let (universe, threading) = mpi::initialize_with_threading(Threading::Serialized)?;
    if threading < Threading::Serialized {
        eprintln!(
            "mategp: warning: the MPI library offers thread level {threading:?}, below Serialized"
        );
    }
    let world = universe.world();
    let rank = usize::try_from(world.rank()).unwrap_or(0);
    let size = usize::try_from(world.size()).unwrap_or(1);
    Some((rank, size, universe))
}

/// Ends every process of the job with `code`.
pub fn abort(code: u8) -> ! {
    world().abort(i32::from(code))
}

fn world() -> SimpleCommunicator {
    SimpleCommunicator::world()
}

fn rank_of(r: usize) -> mpi::Rank {
    // MPI ranks are C ints: a job has fewer processes than that.
    mpi::Rank::try_from(r).unwrap_or(mpi::Rank::MAX)
}

fn send(to: usize, bytes: &[u8], tag: Tag) {
    world()
        .process_at_rank(rank_of(to))
        .send_with_tag(bytes, tag);
}

fn receive(from: usize, tag: Tag) -> Vec<u8> {
    world()
        .process_at_rank(rank_of(from))
        .receive_vec_with_tag::<u8>(tag)
        .0
}

fn broadcast(rank: usize, size: usize, bytes: Option<Vec<u8>>) -> Vec<u8> {
    if rank == 0 {
        let bytes = bytes.unwrap_or_default();
        for r in 1..size {
            send(r, &bytes, BROADCAST);
        }
        bytes
    } else {
        receive(0, BROADCAST)
    }
}

fn gather(rank: usize, size: usize, mine: Vec<u8>) -> Option<Vec<Vec<u8>>> {
    if rank == 0 {
        let mut all = Vec::with_capacity(size);
        all.push(mine);
        for r in 1..size {
            all.push(receive(r, GATHER));
        }
        Some(all)
    } else {
        send(0, &mine, GATHER);
        None
    }
}

/// A message of the experiment's work queue.
pub fn send_work(to: usize, bytes: &[u8]) {
    send(to, bytes, WORK);
}

/// The next work-queue message from `from`.
pub fn receive_work(from: usize) -> Vec<u8> {
    receive(from, WORK)
}

/// A waiting work-queue message from any rank, with the rank.
pub fn try_receive_work() -> Option<(usize, Vec<u8>)> {
    let probed = world()
        .any_process()
        .immediate_matched_probe_with_tag(WORK)?;
    let (bytes, status) = probed.matched_receive_vec::<u8>();
    Some((usize::try_from(status.source_rank()).unwrap_or(0), bytes))
}

/// Whether any rank passed `true`.
pub fn any(rank: usize, size: usize, flag: bool) -> bool {
    let all = gather(rank, size, vec![u8::from(flag)]);
    let verdict = all.map(|all| vec![u8::from(all.iter().any(|b| b.first() == Some(&1)))]);
    broadcast(rank, size, verdict).first() == Some(&1)
}

/// The root's result everywhere (see [`super::Job::share`]).
pub fn share<T: Serialize + DeserializeOwned>(
    rank: usize,
    size: usize,
    root: impl FnOnce() -> Result<T, CliError>,
) -> Result<T, CliError> {
    let mine = (rank == 0).then(|| {
        let verdict: Result<String, String> = match root() {
            // JSON: run configs skip default fields, which postcard cannot express.
            Ok(v) => serde_json::to_string(&v).map_err(|e| e.to_string()),
            Err(e) => Err(e.message),
        };
        serde_json::to_vec(&verdict).unwrap_or_default()
    });
    let bytes = broadcast(rank, size, mine);
    let verdict: Result<String, String> = serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| Err(format!("the root's answer does not decode: {e}")));
    let quiet_or = |message: String| {
        if rank == 0 {
            CliError::runtime(message)
        } else {
            CliError::quiet()
        }
    };
    let text = verdict.map_err(quiet_or)?;
    serde_json::from_str(&text).map_err(|e| quiet_or(format!("the root's answer: {e}")))
}

/// One island on each rank.
pub struct MpiTransport {
    rank: usize,
    size: usize,
}

impl MpiTransport {
    pub fn new(rank: usize, size: usize) -> Self {
        MpiTransport { rank, size }
    }
}

impl gp::Transport for MpiTransport {
    fn islands(&self) -> usize {
        self.size
    }

    fn local(&self) -> Range<usize> {
        self.rank..self.rank + 1
    }

    fn ring_shift(&mut self, outgoing: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let mine = outgoing.into_iter().next().unwrap_or_default();
        let next = (self.rank + 1) % self.size;
        let previous = (self.rank + self.size - 1) % self.size;
        let world = world();
        // Sent without waiting, so that the ring cannot deadlock on large messages.
        let got = mpi::request::scope(|scope| {
            let request = world
                .process_at_rank(rank_of(next))
                .immediate_send_with_tag(scope, &mine[..], RING);
            let got = receive(previous, RING);
            request.wait();
            got
        });
        vec![got]
    }

    fn gather(&mut self, local: Vec<Vec<u8>>) -> Option<Vec<Vec<u8>>> {
        gather(
            self.rank,
            self.size,
            local.into_iter().next().unwrap_or_default(),
        )
    }

    fn scatter(&mut self, all: Option<Vec<Vec<u8>>>) -> Vec<Vec<u8>> {
        if self.rank == 0 {
            let mut all = all.unwrap_or_default();
            all.resize(self.size, Vec::new());
            for (r, bytes) in all.iter().enumerate().skip(1) {
                send(r, bytes, SCATTER);
            }
            all.truncate(1);
            all
        } else {
            vec![receive(0, SCATTER)]
        }
    }

    fn broadcast(&mut self, bytes: Option<Vec<u8>>) -> Vec<u8> {
        broadcast(self.rank, self.size, bytes)
    }

    fn any(&mut self, flag: bool) -> bool {
        any(self.rank, self.size, flag)
    }
}
