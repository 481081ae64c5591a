//! `solve --certificate FILE` and `bench --certificates DIR`: a proven mate written
//! as a certificate (docs/CERTIFICATES.md), rebuilt by the prover, then checked by the
//! independent `verify` crate before it is kept.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use fitness::ab::{Prover, ProverOptions};
use fitness::certificate::{BuildError, BuildStats, Claim, build};
use fitness::pn::{PnOptions, PnSolver};
use fitness::problem::Problem;
use fitness::{Limits, MateSolver, Solution, Verdict};
use serde::Serialize;
use shakmaty::Chess;
use verify::{Expect, FILE_SUFFIX, Valid};

use crate::error::CliError;
use crate::report::millis;

/// Builds certificates with an exact prover (the alpha-beta prover unless asked
/// otherwise), whatever solver found the mate.
pub struct Certifier {
    prover: Box<dyn MateSolver>,
    limits: Limits,
}

/// The provers `--certificate-prover` names: `ab`, the default, re-solves each
/// attacker node to its shortest mate; `pn` (df-pn, without shortening) reaches mates
/// too deep for an exhaustive search, at some cost in the tree's length.
pub const CERTIFICATE_PROVERS: [&str; 2] = ["ab", "pn"];

/// A mate to certify, and what to name in the header.
pub struct Subject<'a> {
    pub fen: &'a str,
    pub position: &'a Chess,
    pub id: Option<&'a str>,
    pub solver: &'a str,
}

/// A certificate written and verified.
#[derive(Clone, Debug)]
pub struct Written {
    pub path: PathBuf,
    pub bytes: usize,
    pub valid: Valid,
    pub stats: BuildStats,
}

/// `solve --json`'s `certificate` object.
#[derive(Serialize)]
pub struct WrittenJson {
    path: String,
    bytes: usize,
    mate_in: u32,
    /// Tree nodes (lines after the header).
    tree_nodes: usize,
    /// Moves applied to build it: the prover's and the walk's.
    build_nodes: u64,
    build_prover_nodes: u64,
    build_solves: u64,
    build_ms: f64,
}

impl Written {
    pub fn json(&self) -> WrittenJson {
        WrittenJson {
            path: self.path.display().to_string(),
            bytes: self.bytes,
            mate_in: self.valid.mate_in,
            tree_nodes: self.valid.nodes(),
            build_nodes: self.stats.nodes(),
            build_prover_nodes: self.stats.prover_nodes,
            build_solves: self.stats.prover_solves,
            build_ms: millis(self.stats.elapsed),
        }
    }

    /// The line `solve` prints.
    pub fn summary(&self) -> String {
        let v = &self.valid;
        format!(
            "{}: mate in {}, {} nodes ({} attacker moves, {} mating moves, {} defender nodes), {} bytes; built with {} nodes ({} by the prover in {} solves) in {:.1} ms; verified",
            self.path.display(),
            v.mate_in,
            v.nodes(),
            v.attack,
            v.mates,
            v.defend,
            self.bytes,
            self.stats.nodes(),
            self.stats.prover_nodes,
            self.stats.prover_solves,
            millis(self.stats.elapsed)
        )
    }
}

impl Certifier {
    /// `limits` bound each certificate's build; `prover` is one of
    /// [`CERTIFICATE_PROVERS`].
    pub fn new(limits: Limits, prover: &str) -> Certifier {
        let prover: Box<dyn MateSolver> = match prover {
            "pn" => Box::new(PnSolver::new(PnOptions::dfpn())),
            _ => Box::new(Prover::new(ProverOptions::default())),
        };
        Certifier { prover, limits }
    }

    /// Writes the certificate of `solution` to `path` when it is a proven mate
    /// (`None` otherwise). The text is checked by `verify` before it is written. The
    /// inner error: the prover could not rebuild the claim (a limit, or a claim that
    /// does not hold); the outer one: a file not written, or a certificate built that
    /// does not verify (a bug).
    pub fn write(
        &mut self,
        path: &Path,
        subject: &Subject<'_>,
        solution: &Solution,
    ) -> Result<Result<Option<Written>, BuildError>, CliError> {
        let (Verdict::Mate, Some(mate_in), Some(&key)) =
            (solution.verdict, solution.mate_in, solution.best_move())
        else {
            return Ok(Ok(None));
        };
        let claim = Claim {
            fen: subject.fen,
            position: subject.position,
            key,
            mate_in,
        };
        let mut built = match build(claim, self.prover.as_mut(), self.limits) {
            Ok(built) => built,
            Err(e) => return Ok(Err(e)),
        };
        built.certificate.header.solver = Some(subject.solver.to_owned());
        built.certificate.header.id = subject.id.map(str::to_owned);
        let text = built.certificate.to_jsonl();
        let expect = Expect {
            root: Some(subject.position.clone()),
            mate: Some(mate_in),
        };
        // The builder's own check: a certificate that does not verify is a bug, and
        // is not written.
        let valid = verify::verify(text.as_bytes(), &expect).map_err(|e| {
            CliError::runtime(format!(
                "the certificate built for {} does not verify: {e}",
                subject.fen
            ))
        })?;
        write_atomically(path, text.as_bytes())?;
        Ok(Ok(Some(Written {
            path: path.to_owned(),
            bytes: text.len(),
            valid,
            stats: built.stats,
        })))
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| CliError::runtime(format!("cannot write {}: {e}", path.display())))
}

/// `bench --certificates DIR`: one certificate per solved position, named after the
/// problem's id (or its place in the suite when the file gives none).
pub struct CertificateDir {
    dir: PathBuf,
    certifier: Certifier,
    used: HashSet<String>,
    written: Vec<Written>,
    /// Proven mates the prover could not rebuild within the limits.
    failed: usize,
}

impl CertificateDir {
    pub fn create(dir: &Path, limits: Limits) -> Result<CertificateDir, CliError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::input(format!("--certificates {}: {e}", dir.display())))?;
        Ok(CertificateDir {
            dir: dir.to_owned(),
            certifier: Certifier::new(limits, "ab"),
            used: HashSet::new(),
            written: Vec::new(),
            failed: 0,
        })
    }

    /// Certifies the first proven mate of `answers` (solver name, answer), if any. A
    /// build the limits stop is a warning, not the end of the bench.
    pub fn add(
        &mut self,
        problem: &Problem,
        place: usize,
        answers: &[(String, Solution)],
    ) -> Result<(), CliError> {
        let Some((solver, solution)) = answers.iter().find(|(_, s)| s.verdict == Verdict::Mate)
        else {
            return Ok(());
        };
        let name = self.file_name(problem, place);
        let subject = Subject {
            fen: &problem.fen,
            position: &problem.position,
            id: Some(&problem.id),
            solver,
        };
        let path = self.dir.join(name);
        match self.certifier.write(&path, &subject, solution)? {
            Ok(Some(written)) => self.written.push(written),
            Ok(None) => {}
            Err(e) => {
                self.failed += 1;
                eprintln!("mategp: warning: no certificate for {}: {e}", problem.id);
            }
        }
        Ok(())
    }

    /// What was written, for a note.
    pub fn summary(&self) -> String {
        let bytes: usize = self.written.iter().map(|w| w.bytes).sum();
        let nodes: u64 = self.written.iter().map(|w| w.stats.nodes()).sum();
        let failed = match self.failed {
            0 => String::new(),
            k => format!("; {k} not built (warnings above)"),
        };
        format!(
            "{} certificates written to {} ({bytes} bytes; built with {nodes} nodes; each verified){failed}",
            self.written.len(),
            self.dir.display()
        )
    }

    fn file_name(&mut self, problem: &Problem, place: usize) -> String {
        let has_id = problem.id != problem.source.to_string();
        let mut stem = if has_id {
            file_stem(&problem.id)
        } else {
            format!("{:04}", place + 1)
        };
        while self.used.contains(&stem) {
            stem = format!("{stem}-{}", place + 1);
        }
        self.used.insert(stem.clone());
        format!("{stem}{FILE_SUFFIX}")
    }
}

/// An id as a file name: letters, digits, `-`, `_` and `.` kept, anything else `_`;
/// never empty, never hidden.
fn file_stem(id: &str) -> String {
    let stem: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    match stem.strip_prefix('.') {
        _ if stem.is_empty() => "_".to_owned(),
        Some(rest) => format!("_{rest}"),
        None => stem,
    }
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn ids_become_plain_file_names() {
        assert_eq!(file_stem("lichess:xoMHg"), "lichess_xoMHg");
        assert_eq!(file_stem("../../etc/passwd"), "_._.._etc_passwd");
        assert_eq!(file_stem(""), "_");
        assert_eq!(file_stem("WAC.001"), "WAC.001");
        assert_eq!(file_stem("é x"), "__x");
    }
}
