//! Who wrote a publication or works on a project: staff members of the institution, each of
//! whom confirms their authorship from their own account, and people from outside, by name.

use std::collections::BTreeSet;

use crate::audit::AuditValue;
use crate::ids::StaffId;
use crate::validation::{required_text, Invalid, ValidationErrors};

use super::invalid::ScienceInvalid;

/// A staff member of the institution, or a person from outside it by their full name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Contributor {
    Staff(StaffId),
    Outside(String),
}

impl Contributor {
    pub const MAX_NAME_LENGTH: usize = 255;

    /// Exactly one of `staff_id` and `outside_name`.
    pub fn parse(staff_id: Option<i64>, outside_name: &str) -> Result<Contributor, Invalid> {
        match (staff_id, outside_name.trim().is_empty()) {
            (Some(id), true) => StaffId::new(id).map(Contributor::Staff),
            (None, false) => required_text(outside_name, Self::MAX_NAME_LENGTH).map(Contributor::Outside),
            _ => Err(Invalid::Science(ScienceInvalid::StaffOrOutside)),
        }
    }

    pub fn staff(&self) -> Option<StaffId> {
        match self {
            Contributor::Staff(id) => Some(*id),
            Contributor::Outside(_) => None,
        }
    }

    pub fn outside_name(&self) -> &str {
        match self {
            Contributor::Staff(_) => "",
            Contributor::Outside(name) => name,
        }
    }

    /// How the audit trail names the person: the staff member's id or the outside name.
    pub fn audit_fields(&self) -> [(&'static str, AuditValue); 2] {
        [("staff_id", self.staff().map(StaffId::get).into()), ("outside_name", self.outside_name().into())]
    }
}

/// Every staff member appears at most once: the fields of `contributors` (by index) that repeat one.
pub fn repeated_staff<'a>(contributors: impl Iterator<Item = &'a Contributor>) -> Vec<usize> {
    let mut seen = BTreeSet::new();
    contributors.enumerate().filter(|(_, c)| c.staff().is_some_and(|id| !seen.insert(id))).map(|(i, _)| i).collect()
}

code_list! {
    /// Whether a staff author has confirmed, from their own account, that they wrote the work.
    Confirmation {
        Pending = "PENDING", "Tasdiqlanmagan", "Не подтверждено", "Not confirmed";
        Confirmed = "CONFIRMED", "Tasdiqlangan", "Подтверждено", "Confirmed";
    }
}

/// One author as a form submits it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuthorForm {
    pub staff_id: Option<i64>,
    pub outside_name: String,
    pub main: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthorDraft {
    pub contributor: Contributor,
    pub main: bool,
}

/// The authors of a publication, in their order: at least one, at most `MAX`, exactly one main
/// author, each staff member at most once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authors(Vec<AuthorDraft>);

impl Authors {
    pub const MAX: usize = 50;

    pub fn parse(forms: &[AuthorForm]) -> Result<Authors, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if forms.is_empty() {
            errors.add("authors", Invalid::Required);
        }
        if forms.len() > Self::MAX {
            errors.add("authors", Invalid::OutOfRange { min: 1, max: Self::MAX as i64 });
        }
        let mut drafts = Vec::new();
        for (index, form) in forms.iter().enumerate() {
            if let Some(contributor) =
                errors.check(&format!("authors.{index}.staff_id"), Contributor::parse(form.staff_id, &form.outside_name))
            {
                drafts.push(AuthorDraft { contributor, main: form.main });
            }
        }
        for index in repeated_staff(drafts.iter().map(|d| &d.contributor)) {
            errors.add(format!("authors.{index}.staff_id"), Invalid::Science(ScienceInvalid::PersonTwice));
        }
        if !forms.is_empty() && forms.iter().filter(|f| f.main).count() != 1 {
            errors.add("authors", Invalid::Science(ScienceInvalid::MainAuthorCount));
        }
        errors.into_result()?;
        Ok(Authors(drafts))
    }

    pub fn list(&self) -> &[AuthorDraft] {
        &self.0
    }

    pub fn staff(&self) -> impl Iterator<Item = StaffId> + '_ {
        self.0.iter().filter_map(|a| a.contributor.staff())
    }

    /// Each author's confirmation after a save: a staff author keeps the one they had, the person
    /// saving confirms their own authorship by saving, other staff authors wait for theirs; an
    /// outside author has none.
    pub fn confirmations(&self, before: &[Author], saved_by: Option<StaffId>) -> Vec<Option<Confirmation>> {
        self.0
            .iter()
            .map(|author| {
                let staff = author.contributor.staff()?;
                if Some(staff) == saved_by {
                    return Some(Confirmation::Confirmed);
                }
                let kept = before.iter().find(|b| b.contributor.staff() == Some(staff)).and_then(|b| b.confirmation);
                Some(kept.unwrap_or(Confirmation::Pending))
            })
            .collect()
    }
}

/// A stored author with the name a list shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Author {
    pub contributor: Contributor,
    pub main: bool,
    /// Staff authors only.
    pub confirmation: Option<Confirmation>,
    /// The staff member's full name, or the outside name.
    pub full_name: String,
}

impl Author {
    pub fn audit_value(&self) -> AuditValue {
        let [staff, outside] = self.contributor.audit_fields();
        AuditValue::Map(
            [staff, outside, ("main", self.main.into()), ("confirmation", self.confirmation.map(Confirmation::code).into())].into(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn staff(id: i64, main: bool) -> AuthorForm {
        AuthorForm { staff_id: Some(id), outside_name: String::new(), main }
    }

    fn outside(name: &str, main: bool) -> AuthorForm {
        AuthorForm { staff_id: None, outside_name: name.into(), main }
    }

    fn fields(forms: &[AuthorForm]) -> Vec<String> {
        Authors::parse(forms).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    #[test]
    fn a_publication_has_one_main_author_and_each_staff_member_once() {
        let authors = Authors::parse(&[staff(3, true), outside(" John Smith ", false), staff(4, false)]).unwrap();
        assert_eq!(authors.list()[1].contributor, Contributor::Outside("John Smith".into()));
        assert_eq!(authors.staff().collect::<Vec<_>>(), vec![StaffId::from_stored(3), StaffId::from_stored(4)]);
        assert_eq!(fields(&[staff(3, false), staff(4, false)]), vec!["authors"]);
        assert_eq!(fields(&[staff(3, true), outside("A", true)]), vec!["authors"]);
        assert_eq!(fields(&[staff(3, true), staff(3, false)]), vec!["authors.1.staff_id"]);
        assert_eq!(fields(&[]), vec!["authors"]);
        let both = AuthorForm { staff_id: Some(3), outside_name: "A".into(), main: true };
        assert_eq!(fields(&[both]), vec!["authors.0.staff_id"]);
        assert_eq!(fields(&[outside("  ", true)]), vec!["authors.0.staff_id"]);
    }

    #[test]
    fn saving_confirms_ones_own_authorship_and_keeps_the_others() {
        let before = vec![Author {
            contributor: Contributor::Staff(StaffId::from_stored(4)),
            main: false,
            confirmation: Some(Confirmation::Confirmed),
            full_name: "B".into(),
        }];
        let authors = Authors::parse(&[staff(3, true), staff(4, false), staff(5, false), outside("X", false)]).unwrap();
        let confirmations = authors.confirmations(&before, Some(StaffId::from_stored(3)));
        use Confirmation::*;
        assert_eq!(confirmations, vec![Some(Confirmed), Some(Confirmed), Some(Pending), None]);
        assert_eq!(authors.confirmations(&[], None), vec![Some(Pending), Some(Pending), Some(Pending), None]);
    }

    proptest! {
        #[test]
        fn parsed_authors_always_have_one_main_and_no_repeated_staff(
            people in proptest::collection::vec((proptest::option::of(1i64..6), any::<bool>()), 1..8),
        ) {
            let forms: Vec<AuthorForm> = people
                .iter()
                .enumerate()
                .map(|(i, (id, main))| match id {
                    Some(id) => staff(*id, *main),
                    None => outside(&format!("Tashqi {i}"), *main),
                })
                .collect();
            if let Ok(authors) = Authors::parse(&forms) {
                prop_assert_eq!(authors.list().iter().filter(|a| a.main).count(), 1);
                let staff: Vec<StaffId> = authors.staff().collect();
                let unique: BTreeSet<StaffId> = staff.iter().copied().collect();
                prop_assert_eq!(staff.len(), unique.len());
            } else {
                let mains = forms.iter().filter(|f| f.main).count();
                let ids: Vec<i64> = forms.iter().filter_map(|f| f.staff_id).collect();
                let unique: BTreeSet<i64> = ids.iter().copied().collect();
                prop_assert!(mains != 1 || unique.len() != ids.len());
            }
        }
    }
}
