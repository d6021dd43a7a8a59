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
        let text = production_code(std::fs::read_to_string(file).expect("a source file is text"));
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

/// The PostgreSQL name of a diesel SQL type as a bind spells it (`BigInt`, `Nullable<Date>`,
/// `diesel::sql_types::Array<BigInt>`), `None` for a type the scan does not know.
fn pg_type(diesel_type: &str) -> Option<String> {
    let plain: String = diesel_type.replace("diesel::sql_types::", "").chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(inner) = plain.strip_prefix("Nullable<").and_then(|t| t.strip_suffix('>')) {
        return pg_type(inner);
    }
    if let Some(inner) = plain.strip_prefix("Array<").and_then(|t| t.strip_suffix('>')) {
        return pg_type(inner).map(|t| format!("{t}[]"));
    }
    let name = match plain.as_str() {
        "BigInt" | "Int8" => "int8",
        "Integer" | "Int4" => "int4",
        "SmallInt" | "Int2" => "int2",
        "Text" | "VarChar" => "text",
        "Bool" => "bool",
        "Date" => "date",
        "Timestamptz" => "timestamptz",
        "Jsonb" => "jsonb",
        "Bytea" | "Binary" => "bytea",
        _ => return None,
    };
    Some(name.to_string())
}

/// The string literals of the first `&[..]` of `text`: a declaration's parameter types.
fn declared_params(text: &str) -> Option<Vec<String>> {
    let open = text.find("&[")? + 2;
    let mut params = Vec::new();
    let mut rest = &text[open..];
    loop {
        rest = rest.trim_start().trim_start_matches(',').trim_start();
        if rest.starts_with(']') {
            return Some(params);
        }
        let (param, after) = rest.strip_prefix('"')?.split_once('"')?;
        params.push(param.to_string());
        rest = after;
    }
}

/// The statements a source declares under a name of its own (`const X: Statement = Statement::new(`,
/// `static X: LazyLock<Statement> = LazyLock::new(|| Statement::made(`): each identifier with its
/// parameters' types.
fn named_declarations(text: &str) -> BTreeMap<String, Vec<String>> {
    let mut found = BTreeMap::new();
    for opening in ["const ", "static "] {
        for (at, _) in text.match_indices(opening) {
            let rest = &text[at + opening.len()..];
            let Some((ident, after)) = rest.split_once(':') else { continue };
            let after = after.trim_start();
            if !(after.starts_with("Statement =") || after.starts_with("LazyLock<Statement> =")) || ident.contains(char::is_whitespace) {
                continue;
            }
            let Some(call) = ["Statement::new(", "Statement::made("].iter().filter_map(|c| after.find(c).map(|i| i + c.len())).min() else {
                continue;
            };
            if let Some(params) = declared_params(&after[call..]) {
                found.insert(ident.to_string(), params);
            }
        }
    }
    found
}

/// The types bound to `IDENT.query()` where `ident` is run in `text`, call by call: each chain's
/// `.bind::<T, _>` types in order, up to the end of the expression. A query handed on unbound (to a
/// macro that binds a filter, or out of an `if`) is left out: its binds are not in its chain.
fn bound_types(text: &str, ident: &str) -> Vec<(usize, Vec<String>)> {
    let mut calls = Vec::new();
    for (at, _) in text.match_indices(ident) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + ident.len()..];
        let trimmed = rest.trim_start();
        let Some(chain) = trimmed.strip_prefix(".query()") else { continue };
        if chain.trim_start().starts_with([')', '}', ',', ';']) {
            continue;
        }
        let mut types = Vec::new();
        let mut depth = 0i32;
        let mut index = 0;
        let bytes = chain.as_bytes();
        while index < chain.len() {
            match bytes[index] {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => break,
                b')' | b']' | b'}' => depth -= 1,
                b';' | b',' if depth == 0 => break,
                b'.' if depth == 0 && chain[index..].starts_with(".bind::<") => {
                    let start = index + ".bind::<".len();
                    // The type ends at the `,` before `_>` at the generic's own depth; the scan goes
                    // on after the generic's closing `>`.
                    let mut angle = 0i32;
                    let mut end = start;
                    for (offset, c) in chain[start..].char_indices() {
                        match c {
                            '<' => angle += 1,
                            '>' if angle == 0 => {
                                index = start + offset;
                                break;
                            }
                            '>' => angle -= 1,
                            ',' if angle == 0 && end == start => end = start + offset,
                            _ => {}
                        }
                    }
                    types.push(chain[start..end].trim().to_string());
                }
                _ => {}
            }
            index += 1;
        }
        let line = text[..at].lines().count();
        calls.push((line, types));
    }
    calls
}

/// Binds of each named statement checked against its declared types: a statement run with a
/// parameter of another type than it declares prepares here and fails on the screen.
fn mismatched_binds(files: &[(String, String)]) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut mismatched = Vec::new();
    for (file, text) in files {
        for (ident, params) in named_declarations(text) {
            for (line, binds) in bound_types(text, &ident) {
                checked += 1;
                let bound: Vec<String> = binds.iter().map(|b| pg_type(b).unwrap_or_else(|| format!("unknown type {b}"))).collect();
                if bound != params {
                    mismatched.push(format!("{file}:{line}: {ident} declares {params:?}, is bound with {bound:?}"));
                }
            }
        }
    }
    (checked, mismatched)
}

/// A source file without its unit tests (from `#[cfg(test)]` on), whose statements of example
/// are not the adapter's.
fn production_code(mut text: String) -> String {
    if let Some(tests) = text.find("#[cfg(test)]") {
        text.truncate(tests);
    }
    text
}

#[test]
fn every_named_statement_is_bound_with_the_types_it_declares() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../adapters/db/src");
    let files: Vec<(String, String)> = rust_sources(&root)
        .into_iter()
        .map(|file| {
            let text = production_code(std::fs::read_to_string(&file).expect("a source file is text"));
            (file.strip_prefix(&root).unwrap_or(&file).display().to_string(), text)
        })
        .collect();
    let (checked, mismatched) = mismatched_binds(&files);
    assert!(checked > 150, "the statements' runs were found: {checked}");
    assert!(mismatched.is_empty(), "statements bound with other types than they declare:\n{}", mismatched.join("\n"));
}

#[test]
fn the_bind_check_reads_declarations_and_chains() {
    let source = r#"
const ONE: Statement = Statement::new("x.one", &["int8", "text[]"], "SELECT $1, $2");
static TWO: LazyLock<Statement> = LazyLock::new(|| Statement::made("x.two", &["date"], format!("SELECT {}", "$1")));

fn run(conn: &mut PgConnection) {
    ONE.query().bind::<BigInt, _>(f(1, 2)).bind::<Array<Text>, _>(vec![]).load(conn);
    ONE.query()
        .bind::<diesel::sql_types::Nullable<BigInt>, _>(None::<i64>)
        .bind::<Text, _>("x")
        .execute(conn);
    TWO.query().bind::<Date, _>(d).execute(conn);
    NOT_ONE.query().bind::<Text, _>(x);
    let handed = if a { TWO.query() } else { TWO.query() };
    bind_filter!(ONE.query(), filter).load(conn);
}
"#;
    let files = vec![("x.rs".to_string(), source.to_string())];
    let (checked, mismatched) = mismatched_binds(&files);
    assert_eq!(checked, 3);
    assert_eq!(mismatched, [r#"x.rs:7: ONE declares ["int8", "text[]"], is bound with ["int8", "text"]"#]);
}
