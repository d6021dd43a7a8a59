//! Every raw SQL statement of the database adapter is checked against the migrated schema: each is
//! `PREPARE`d with the types of its parameters, which resolves every table, column, function and
//! type it names without running it, so that a renamed column fails here rather than on the screen
//! that reads it. The few utility statements PostgreSQL does not prepare (`LISTEN`) run in a
//! transaction that is rolled back; the queries of diesel's DSL that hold raw fragments
//! (`dsl::sql`) are prepared as diesel writes them, their parameters' types inferred. A second test
//! keeps the list complete: no `sql_query` outside the adapter's statements module, every statement
//! declared in its sources in the list, and a listed query beside every raw fragment.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use adapters_db::statements::{all, Check, Statement};
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection, RunQueryDsl};
use diesel_migrations::MigrationHarness;

use crate::support::{rust_sources, TestDb};

/// The highest `$n` of a text, outside its quoted strings and identifiers.
fn highest_placeholder(sql: &str) -> usize {
    let mut highest = 0;
    let mut quote = None;
    for (at, c) in sql.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '$') => {
                let digits: String = sql[at + 1..].chars().take_while(char::is_ascii_digit).collect();
                highest = highest.max(digits.parse().unwrap_or(0));
            }
            _ => {}
        }
    }
    highest
}

/// What PostgreSQL says of one statement, `None` when it takes it.
fn check(conn: &mut PgConnection, index: usize, statement: &Statement) -> Option<String> {
    match statement.check() {
        Check::Prepare | Check::PrepareInferred => {
            let types = if statement.params().is_empty() { String::new() } else { format!(" ({})", statement.params().join(", ")) };
            let prepared = diesel::sql_query(format!("PREPARE checked_{index}{types} AS {}", statement.sql())).execute(conn);
            match prepared {
                Ok(_) => {
                    conn.batch_execute(&format!("DEALLOCATE checked_{index}")).expect("deallocate a prepared statement");
                    None
                }
                Err(error) => Some(error.to_string()),
            }
        }
        Check::Run => {
            let ran = conn.transaction::<(), diesel::result::Error, _>(|conn| {
                diesel::sql_query(statement.sql()).execute(conn)?;
                Err(diesel::result::Error::RollbackTransaction)
            });
            match ran {
                Err(diesel::result::Error::RollbackTransaction) => None,
                Err(error) => Some(error.to_string()),
                Ok(()) => None,
            }
        }
    }
}

#[test]
fn every_raw_statement_prepares_against_the_migrated_schema() {
    let db = TestDb::empty();
    let mut conn = PgConnection::establish(&db.url).expect("connect to the empty database");
    conn.run_pending_migrations(adapters_db::MIGRATIONS).expect("the migrations apply");
    let statements = all();
    assert!(statements.len() > 200, "the registry was read: {} statements", statements.len());
    let mut seen = BTreeSet::new();
    // A typo in a piece a builder shares fails each of its variants: one line per statement and
    // error, with the first variant's text and how many more failed alike.
    let mut failures: BTreeMap<(&str, String), (String, usize)> = BTreeMap::new();
    for (index, statement) in statements.iter().enumerate() {
        // A builder makes the same text for several of its inputs: each text is checked once.
        if !seen.insert((statement.sql().to_string(), statement.params().to_vec())) {
            continue;
        }
        let highest = highest_placeholder(statement.sql());
        let error = if statement.check() != Check::PrepareInferred && highest > statement.params().len() {
            Some(format!("uses ${highest} but declares the types of {} parameters", statement.params().len()))
        } else {
            check(&mut conn, index, statement)
        };
        if let Some(error) = error {
            failures.entry((statement.name(), error)).or_insert_with(|| (statement.sql().to_string(), 0)).1 += 1;
        }
    }
    let failures: Vec<String> = failures
        .into_iter()
        .map(|((name, error), (sql, variants))| {
            let more = if variants > 1 { format!(" (and {} more variants)", variants - 1) } else { String::new() };
            format!("{name}: {error}{more}\n    {sql}")
        })
        .collect();
    assert!(failures.is_empty(), "{} of the raw statements do not fit the migrated schema:\n{}", failures.len(), failures.join("\n"));
}

/// The names of the statements a source declares: the string that opens `Statement::new(`,
/// `Statement::made(`, `Statement::utility(`, `Statement::rendered(` or `Query::new(`.
fn declared_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for opening in ["Statement::new(", "Statement::made(", "Statement::utility(", "Statement::rendered(", "Query::new("] {
        for (at, _) in text.match_indices(opening) {
            let rest = text[at + opening.len()..].trim_start();
            if let Some(name) = rest.strip_prefix('"').and_then(|r| r.split_once('"')).map(|(name, _)| name) {
                names.push(name.to_string());
            }
        }
    }
    names
}

#[test]
fn every_raw_statement_of_the_adapter_is_in_the_registry() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../adapters/db/src");
    let files = rust_sources(&root);
    assert!(files.len() > 40, "the adapter's sources were read: {} files", files.len());
    let mut bypassing = Vec::new();
    let mut unrendered = Vec::new();
    let mut declared = BTreeSet::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file is text");
        let relative = file.strip_prefix(&root).unwrap_or(file).display().to_string();
        if relative != "statements.rs" {
            for (number, line) in text.lines().enumerate() {
                if line.contains("sql_query(") {
                    bypassing.push(format!("{relative}:{}: {}", number + 1, line.trim()));
                }
            }
        }
        // Raw fragments of diesel's DSL (`dsl::sql`) are checked through the queries they stand in.
        if text.contains("sql::<") && !text.contains("Statement::rendered(") {
            unrendered.push(relative);
        }
        declared.extend(declared_names(&text));
    }
    assert!(
        bypassing.is_empty(),
        "raw SQL that no test prepares (declare a Statement beside it and list it in its module's statements()):\n{}",
        bypassing.join("\n")
    );
    assert!(
        unrendered.is_empty(),
        "raw SQL fragments (`dsl::sql`) in files that list no query holding them (add a Statement::rendered of it): {unrendered:?}"
    );
    let registered: BTreeSet<String> = all().iter().map(|s| s.name().to_string()).collect();
    let missing: Vec<&String> = declared.difference(&registered).collect();
    assert!(missing.is_empty(), "statements declared but not listed by adapters_db::statements::all(): {missing:?}");
    let unknown: Vec<&String> = registered.difference(&declared).collect();
    assert!(unknown.is_empty(), "statements listed whose declaration the scan did not find: {unknown:?}");
}
