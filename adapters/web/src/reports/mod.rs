//! `/reports/`: the public verification of an issued document (the page its QR code opens).

mod document;

pub use document::*;
