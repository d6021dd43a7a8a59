//! Which institution a new or changed object belongs to, given who creates it.

use crate::actor::Scope;
use crate::ids::InstitutionId;
use crate::language::{Language, Localized};
use crate::validation::{Invalid, ValidationErrors};

/// An institution-level actor works inside its own institution only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutOfScope;

impl Localized for OutOfScope {
    fn code(&self) -> &'static str {
        "institution_out_of_scope"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Faqat o‘z ta’lim muassasangiz ma’lumotlarini o‘zgartira olasiz",
            Language::Ru => "Вы можете изменять данные только своего учреждения",
            Language::En => "You may change only your own institution's data",
        }
        .to_string()
    }
}

/// Why an owner could not be settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnerRefused {
    /// A ministry-level actor must say which institution.
    Missing(ValidationErrors),
    OutOfScope(OutOfScope),
}

/// The institution an object is created in: the actor's own for an institution-level actor (who
/// may name it or leave it out), the named one for a ministry-level actor.
pub fn owner_for(scope: Scope, requested: Option<i64>) -> Result<InstitutionId, OwnerRefused> {
    let requested = match requested.map(InstitutionId::new).transpose() {
        Ok(requested) => requested,
        Err(invalid) => return Err(OwnerRefused::Missing(ValidationErrors::single("institution_id", invalid))),
    };
    match (scope, requested) {
        (Scope::Everywhere, Some(id)) => Ok(id),
        (Scope::Everywhere, None) => Err(OwnerRefused::Missing(ValidationErrors::single("institution_id", Invalid::Required))),
        (Scope::Institution(own), None) => Ok(own),
        (Scope::Institution(own), Some(id)) if id == own => Ok(own),
        _ => Err(OwnerRefused::OutOfScope(OutOfScope)),
    }
}

/// The kinds of object that belong to one institution, and so are out of reach of an
/// institution-level actor of another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Owned {
    Building,
    Room,
    ClassHour,
    Curriculum,
    Group,
    Student,
    Staff,
    Department,
    Lesson,
    ScienceProject,
    Publication,
    DoctoralStudent,
    Defence,
    FinancePrice,
    FinanceContract,
    FinancePayment,
    Exam,
    Order,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn institution_actors_own_what_they_create() {
        let own = InstitutionId::from_stored(4);
        assert_eq!(owner_for(Scope::Institution(own), None), Ok(own));
        assert_eq!(owner_for(Scope::Institution(own), Some(4)), Ok(own));
        assert_eq!(owner_for(Scope::Institution(own), Some(5)), Err(OwnerRefused::OutOfScope(OutOfScope)));
        assert_eq!(owner_for(Scope::Everywhere, Some(5)), Ok(InstitutionId::from_stored(5)));
        assert!(matches!(owner_for(Scope::Everywhere, None), Err(OwnerRefused::Missing(_))));
        assert!(matches!(owner_for(Scope::Everywhere, Some(-1)), Err(OwnerRefused::Missing(_))));
        assert!(matches!(owner_for(Scope::Nowhere, None), Err(OwnerRefused::OutOfScope(_))));
    }
}
