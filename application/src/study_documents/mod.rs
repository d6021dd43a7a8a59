//! A studying student's documents: the academic transcript (every semester's subjects with
//! credits, points, grade, letter and the GPA) and the reference of study ("ma’lumotnoma"). Each
//! is numbered in its institution's series, set once, stored and verified by its QR code like a
//! graduate's documents.

mod issue;
mod list;
mod printed;
#[cfg(test)]
mod tests;

pub use issue::*;
pub use list::*;
