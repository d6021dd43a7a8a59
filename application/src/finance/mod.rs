//! Finance: the ministry's base amount, an institution's prices, students' contracts and the
//! debts. Each use case checks the permission first and runs in one transaction.

mod base_amounts;
mod contracts;
mod debts;
mod payments;
mod prices;
mod print;
mod report;
mod statement;
#[cfg(test)]
mod tests;

pub use base_amounts::*;
pub use contracts::*;
pub use debts::*;
pub use payments::*;
pub use prices::*;
pub use print::*;
pub use report::*;
pub use statement::*;
