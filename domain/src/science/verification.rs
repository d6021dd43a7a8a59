//! The science office's verification of a publication: a publication counts (in ratings and
//! reports) once verified, and a verified one is changed only by the office.

use super::rules::ScienceRule;

code_list! {
    Verification {
        Pending = "PENDING", "Tekshiruvda", "На проверке", "Awaiting verification";
        Verified = "VERIFIED", "Tasdiqlangan", "Подтверждена", "Verified";
        Rejected = "REJECTED", "Qaytarilgan", "Возвращена", "Returned";
    }
}

impl Verification {
    /// The office accepts a publication waiting for it.
    pub fn verify(self) -> Result<Verification, ScienceRule> {
        match self {
            Verification::Pending => Ok(Verification::Verified),
            Verification::Verified => Err(ScienceRule::AlreadyVerified),
            Verification::Rejected => Err(ScienceRule::NotAwaitingVerification),
        }
    }

    /// The office returns a publication for correction, a verified one included (its
    /// verification is withdrawn).
    pub fn reject(self) -> Result<Verification, ScienceRule> {
        match self {
            Verification::Pending | Verification::Verified => Ok(Verification::Rejected),
            Verification::Rejected => Err(ScienceRule::AlreadyRejected),
        }
    }

    /// The state after an edit or a new file: a returned publication, corrected, waits for the
    /// office again; a verified one is changed only by the office and stays verified.
    pub fn after_change(self, by_office: bool) -> Result<Verification, ScienceRule> {
        match (self, by_office) {
            (Verification::Verified, true) => Ok(Verification::Verified),
            (Verification::Verified, false) => Err(ScienceRule::PublicationVerified),
            (Verification::Pending | Verification::Rejected, _) => Ok(Verification::Pending),
        }
    }

    /// Only the office removes a verified publication.
    pub fn check_delete(self, by_office: bool) -> Result<(), ScienceRule> {
        match (self, by_office) {
            (Verification::Verified, false) => Err(ScienceRule::PublicationVerified),
            _ => Ok(()),
        }
    }

    /// Whether the publication counts in ratings and reports.
    pub fn counts(self) -> bool {
        self == Verification::Verified
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_office_verifies_what_waits_and_returns_what_is_wrong() {
        use Verification::*;
        assert_eq!(Pending.verify(), Ok(Verified));
        assert_eq!(Verified.verify(), Err(ScienceRule::AlreadyVerified));
        assert_eq!(Rejected.verify(), Err(ScienceRule::NotAwaitingVerification));
        assert_eq!(Pending.reject(), Ok(Rejected));
        assert_eq!(Verified.reject(), Ok(Rejected));
        assert_eq!(Rejected.reject(), Err(ScienceRule::AlreadyRejected));
    }

    #[test]
    fn a_verified_publication_changes_only_by_the_office() {
        use Verification::*;
        assert_eq!(Verified.after_change(false), Err(ScienceRule::PublicationVerified));
        assert_eq!(Verified.after_change(true), Ok(Verified));
        assert_eq!(Rejected.after_change(false), Ok(Pending), "a corrected publication waits again");
        assert_eq!(Pending.after_change(true), Ok(Pending));
        assert_eq!(Verified.check_delete(false), Err(ScienceRule::PublicationVerified));
        assert_eq!(Verified.check_delete(true), Ok(()));
        assert_eq!(Pending.check_delete(false), Ok(()));
    }

    fn state() -> impl Strategy<Value = Verification> {
        proptest::sample::select(Verification::ALL.to_vec())
    }

    proptest! {
        /// Whatever happens, only `verify` makes a publication count, and only from waiting.
        #[test]
        fn only_the_office_makes_a_publication_count(start in state(), steps in proptest::collection::vec(0u8..4, 0..12)) {
            let mut current = start;
            for step in steps {
                let next = match step {
                    0 => current.verify(),
                    1 => current.reject(),
                    2 => current.after_change(false),
                    _ => current.after_change(true),
                };
                if let Ok(next) = next {
                    if next.counts() && !current.counts() {
                        prop_assert_eq!((step, current), (0, Verification::Pending));
                    }
                    if current.counts() && step == 2 {
                        prop_assert!(false, "an author changed a verified publication");
                    }
                    current = next;
                }
            }
        }
    }
}
