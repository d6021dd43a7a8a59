//! The database adapter keeps one pattern for the next tables to copy: a use case's writes go
//! through `UnitOfWork::run`; only start-up, the delivered roles and the demo data open transactions
//! of their own.

use std::path::Path;

use crate::support::rust_sources;

#[test]
fn transactions_are_opened_by_the_unit_of_work_alone() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../adapters/db/src");
    let files = rust_sources(&root);
    assert!(files.len() > 40, "the adapter's sources were read: {} files", files.len());
    let allowed = ["unit_of_work.rs", "bootstrap.rs", "delivered.rs", "demo.rs"];
    let opening: Vec<String> = files
        .iter()
        .filter(|file| std::fs::read_to_string(file).expect("a source is text").contains(".transaction::<"))
        .map(|file| file.strip_prefix(&root).unwrap_or(file).display().to_string())
        .filter(|name| !allowed.contains(&name.as_str()))
        .collect();
    assert_eq!(opening, Vec::<String>::new(), "these files open transactions outside the unit of work");
}
