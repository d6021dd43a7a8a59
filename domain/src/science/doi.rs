//! The digital object identifier of a publication.

use crate::validation::Invalid;

use super::invalid::ScienceInvalid;

/// A DOI: `10.` and a registrant code of four to nine digits (sub-codes after dots allowed), a
/// slash and a suffix of printable characters without spaces. A resolver link
/// (`https://doi.org/10.…`) or a `doi:` prefix is taken off; the prefix is kept as written, the
/// suffix too (a DOI is compared without regard to case).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Doi(String);

impl Doi {
    pub const MAX_LENGTH: usize = 255;

    pub fn parse(value: &str) -> Result<Doi, Invalid> {
        let mut text = value.trim();
        for prefix in ["https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:", "DOI:"] {
            if let Some(rest) = text.strip_prefix(prefix) {
                text = rest.trim();
            }
        }
        if text.is_empty() {
            return Err(Invalid::Required);
        }
        if text.chars().count() > Self::MAX_LENGTH {
            return Err(Invalid::TooLong { max: Self::MAX_LENGTH });
        }
        let invalid = || Invalid::Science(ScienceInvalid::DoiFormat);
        let (prefix, suffix) = text.split_once('/').ok_or_else(invalid)?;
        let registrant = prefix.strip_prefix("10.").ok_or_else(invalid)?;
        let mut parts = registrant.split('.');
        // Never the default: a split yields at least one part, if only an empty one.
        let code = parts.next().unwrap_or_default();
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        if !(4..=9).contains(&code.len()) || !digits(code) || !parts.all(digits) {
            return Err(invalid());
        }
        if suffix.is_empty() || suffix.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(invalid());
        }
        Ok(Doi(text.to_string()))
    }

    pub fn from_stored(value: String) -> Doi {
        Doi(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_doi_has_the_directory_prefix_a_registrant_and_a_suffix() {
        assert_eq!(Doi::parse("10.1016/j.cell.2020.01.001").map(|d| d.0), Ok("10.1016/j.cell.2020.01.001".into()));
        assert_eq!(Doi::parse(" https://doi.org/10.1000.10/ABC-def_(1) ").map(|d| d.0), Ok("10.1000.10/ABC-def_(1)".into()));
        assert_eq!(Doi::parse("doi:10.12345/x").map(|d| d.0), Ok("10.12345/x".into()));
        let format = Err(Invalid::Science(ScienceInvalid::DoiFormat));
        assert_eq!(Doi::parse("10.123/abc"), format, "a registrant has at least four digits");
        assert_eq!(Doi::parse("11.1234/abc"), format);
        assert_eq!(Doi::parse("10.1234"), format, "no suffix");
        assert_eq!(Doi::parse("10.1234/"), format);
        assert_eq!(Doi::parse("10.1234/a b"), format, "no spaces");
        assert_eq!(Doi::parse("10.12a4/ab"), format);
        assert_eq!(Doi::parse("   "), Err(Invalid::Required));
    }

    proptest! {
        #[test]
        fn every_well_formed_doi_is_taken(registrant in "[0-9]{4,9}", suffix in "[A-Za-z0-9._;()/:-]{1,60}") {
            let text = format!("10.{registrant}/{suffix}");
            prop_assert_eq!(Doi::parse(&text).map(|d| d.0), Ok(text));
        }

        #[test]
        fn text_without_the_directory_prefix_is_refused(text in "[A-Za-z][ -~]{0,40}") {
            prop_assume!(!text.to_lowercase().starts_with("doi:") && !text.starts_with("http"));
            prop_assert!(Doi::parse(&text).is_err());
        }
    }
}
