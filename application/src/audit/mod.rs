//! Reading the audit trail.

mod list;

pub use list::*;
