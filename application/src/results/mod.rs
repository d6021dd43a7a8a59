//! Results: each student's subjects of a semester as the journal and the control sheets make them,
//! with the grades, GPA and debts that follow, or the rating typed before the journal (a subject
//! recorded by hand, such as credits transferred in).

mod book;
mod build;
mod debts;
mod standings;
mod student;
#[cfg(test)]
mod tests;

pub use book::*;
pub use build::*;
pub use debts::*;
pub use standings::*;
pub use student::*;
