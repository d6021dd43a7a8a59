//! The national classifier of directions of study.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests;
