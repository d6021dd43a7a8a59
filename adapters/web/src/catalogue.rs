//! The texts of the screens (`frontend/src/messages/`), which the server's own texts for exports
//! read too, so that a column's header in Excel is the one on the screen and a wording is changed
//! once. The catalogue test of the front end counts the ids named here as used; the test below
//! fails on an id missing from any catalogue.

use std::collections::HashMap;
use std::sync::LazyLock;

use domain::language::Text;

type Catalogue = HashMap<String, String>;

fn parse(json: &str) -> Catalogue {
    // The catalogues are compiled in; `every_named_text_is_in_every_catalogue` fails the tests on a
    // malformed one, so none is ever silently empty in a release.
    serde_json::from_str(json).unwrap_or_default()
}

static UZ: LazyLock<Catalogue> = LazyLock::new(|| parse(include_str!("../../../frontend/src/messages/uz.json")));
static UZ_CYRL: LazyLock<Catalogue> = LazyLock::new(|| parse(include_str!("../../../frontend/src/messages/uz-Cyrl.json")));
static RU: LazyLock<Catalogue> = LazyLock::new(|| parse(include_str!("../../../frontend/src/messages/ru.json")));
static EN: LazyLock<Catalogue> = LazyLock::new(|| parse(include_str!("../../../frontend/src/messages/en.json")));

fn find(catalogue: &'static Catalogue, id: &'static str) -> &'static str {
    catalogue.get(id).map_or(id, String::as_str)
}

/// A message id of the screens' catalogue, named where a table of constants keeps it (the labels
/// of codes): the tests find it as they find `text`'s.
pub const fn id(id: &'static str) -> &'static str {
    id
}

/// The text of a message id of the screens' catalogue, in every language.
pub fn text(id: &'static str) -> Text {
    Text::with_cyrillic(find(&UZ, id), find(&UZ_CYRL, id), find(&RU, id), find(&EN, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every id the server's sources read through `catalogue::text` or name by `catalogue::id`.
    fn named_ids() -> Vec<String> {
        fn walk(dir: &std::path::Path, into: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, into);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).unwrap_or_default();
                    for marker in ["catalogue::text(\"", "catalogue::id(\""] {
                        for piece in source.split(marker).skip(1) {
                            if let Some((id, _)) = piece.split_once('"') {
                                into.push(id.to_string());
                            }
                        }
                    }
                }
            }
        }
        let mut ids = Vec::new();
        walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut ids);
        ids
    }

    #[test]
    fn every_named_text_is_in_every_catalogue() {
        let ids = named_ids();
        assert!(ids.len() > 200, "the exports' headers are read from the catalogue");
        let missing: Vec<_> = ids.iter().filter(|id| [&*UZ, &*UZ_CYRL, &*RU, &*EN].iter().any(|c| !c.contains_key(id.as_str()))).collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn a_text_reads_each_language_of_its_id() {
        let header = text("students.field.id");
        assert_eq!(header.get(domain::language::Language::En), "ID");
        let institution = text("staff.field.institution");
        assert_eq!(institution.get(domain::language::Language::Ru), "Учебное заведение (TM)");
        assert!(institution.get(domain::language::Language::UzCyrl).starts_with("Таълим"));
    }
}
