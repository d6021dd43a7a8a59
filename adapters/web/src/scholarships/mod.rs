//! `/scholarship-types/` (the ministry's reference of types and their monthly amounts) and
//! `/scholarships/` (who of an institution is paid what in a month).

pub(crate) mod month;
pub(crate) mod types;
