//! Codes read back from the database. A column's check admits only the codes the domain knows, so
//! one that does not parse means the stored data is wrong: an internal error naming the column and
//! the code, never a default that would show a wrong value as if it were right.

use application::AppError;

pub(crate) fn code<T, E>(parse: impl FnOnce(&str) -> Result<T, E>, raw: &str, what: &str) -> Result<T, AppError> {
    parse(raw).map_err(|_| AppError::internal(format!("{what}: unknown stored code {raw:?}")))
}

/// The same failure where diesel's result is expected: a row that cannot be read.
pub(crate) fn malformed(error: AppError) -> diesel::result::Error {
    diesel::result::Error::DeserializationError(Box::new(error))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::student::StudentStatus;

    #[test]
    fn a_known_code_parses_and_an_unknown_one_is_an_internal_error_naming_it() {
        assert_eq!(code(StudentStatus::parse, "ACTIVE", "a student's status").ok(), Some(StudentStatus::Active));
        let refused = code(StudentStatus::parse, "GONE", "a student's status").map(|_| ()).unwrap_err();
        assert!(matches!(&refused, AppError::Internal(m) if m == "a student's status: unknown stored code \"GONE\""), "{refused:?}");
    }
}
