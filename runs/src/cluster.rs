//! This process's place in a job: alone, or one process (rank) of an MPI job started
//! by `mpirun -n K` (feature `mpi`; docs/ARCHITECTURE.md section "Islands and MPI").
//!
//! Rank 0 is the root: it reads and writes the run directory and decides what the
//! others are told ([`Job::share`]); every rank evolves one island.

#[cfg(feature = "mpi")]
mod mpi;

use serde::Serialize;
use serde::de::DeserializeOwned;

use gp::{LocalTransport, Transport};

use crate::error::CliError;

/// The environment variable that keeps a process out of MPI whatever its launcher
/// says: an experiment sets it for the runs it starts as children, which are
/// processes of their own even when the experiment is a process of an MPI job.
pub const ALONE: &str = "MATEGP_ALONE";

/// A transport that can move into the thread pool running the generations.
pub type BoxedTransport = Box<dyn Transport + Send>;

/// This process's place in the job.
pub struct Job {
    rank: usize,
    size: usize,
    /// Finalizes MPI when the job ends.
    #[cfg(feature = "mpi")]
    _universe: Option<::mpi::environment::Universe>,
}

impl Job {
    /// A process on its own.
    pub fn alone() -> Job {
        Job {
            rank: 0,
            size: 1,
            #[cfg(feature = "mpi")]
            _universe: None,
        }
    }

    /// This process's place: with the feature `mpi`, MPI is initialized (a process
    /// not started by `mpirun` is a job of one); without it, or with [`ALONE`] set,
    /// alone.
    pub fn start() -> Job {
        #[cfg(feature = "mpi")]
        if std::env::var_os(ALONE).is_none()
            && let Some((rank, size, universe)) = mpi::initialize()
        {
            return Job {
                rank,
                size,
                _universe: Some(universe),
            };
        }
        Job::alone()
    }

    /// Ends every process of the job with `code` (MPI_Abort) when there are others:
    /// a process that stops alone would leave them waiting for it.
    pub fn end_all_on_failure(&self, code: u8) {
        #[cfg(feature = "mpi")]
        if self.size > 1 {
            mpi::abort(code);
        }
        let _ = code;
    }

    /// Processes in the job.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Sends `bytes` to process `to` on the experiment's work queue
    /// (`experiment::queue`).
    pub fn send_work(&self, to: usize, bytes: &[u8]) {
        #[cfg(feature = "mpi")]
        if self.size > 1 {
            mpi::send_work(to, bytes);
        }
        let _ = (to, bytes);
    }

    /// The next work-queue message from process `from`, waiting for it.
    pub fn receive_work(&self, from: usize) -> Vec<u8> {
        #[cfg(feature = "mpi")]
        if self.size > 1 {
            return mpi::receive_work(from);
        }
        let _ = from;
        Vec::new()
    }

    /// A work-queue message any process sent, with its sender, if one is waiting.
    pub fn try_receive_work(&self) -> Option<(usize, Vec<u8>)> {
        #[cfg(feature = "mpi")]
        if self.size > 1 {
            return mpi::try_receive_work();
        }
        None
    }

    /// Whether this process is the root (rank 0).
    pub fn is_root(&self) -> bool {
        self.rank == 0
    }

    /// What `root` returns at the root, everywhere: the root alone runs it. An
    /// error reaches every process; the others' copy is quiet, as the root says it.
    pub fn share<T: Serialize + DeserializeOwned>(
        &self,
        root: impl FnOnce() -> Result<T, CliError>,
    ) -> Result<T, CliError> {
        if self.size == 1 {
            return root();
        }
        #[cfg(feature = "mpi")]
        {
            mpi::share(self.rank, self.size, root)
        }
        #[cfg(not(feature = "mpi"))]
        {
            root()
        }
    }

    /// The transport of a run of `islands` islands: all in this process when it is
    /// alone, else one per process, which needs as many processes as islands.
    pub fn transport(&self, islands: usize) -> Result<BoxedTransport, CliError> {
        if self.size == 1 {
            return Ok(Box::new(LocalTransport::new(islands)));
        }
        if islands != self.size {
            return Err(CliError::input(format!(
                "the run has {islands} islands, but this job has {} processes: start it with `mpirun -n {islands}`",
                self.size
            )));
        }
        #[cfg(feature = "mpi")]
        {
            Ok(Box::new(mpi::MpiTransport::new(self.rank, self.size)))
        }
        #[cfg(not(feature = "mpi"))]
        {
            Ok(Box::new(LocalTransport::new(islands)))
        }
    }
}
