//! Who reads the area's figures: the science report covers, for the ministry, every institution
//! and, for an institution, its own.

use crate::actor::{Actor, Scope};
use crate::permission::Permission;
use crate::validation::Invalid;

/// The permissions that let a role read the area's lists.
pub const VIEWS: [Permission; 3] = [Permission::ScienceProjectView, Permission::SciencePublicationView, Permission::ScienceDoctorateView];

/// The institutions whose science report an actor reads: the readers of the other reports
/// (`institution-view` at the ministry, `curriculum-view` in an institution) and whoever views
/// the area's lists; anyone else (a teacher) none.
pub fn report_scope(actor: &Actor) -> Option<Scope> {
    let views_science = VIEWS.iter().any(|p| actor.can(*p));
    match actor.scope() {
        Scope::Everywhere if views_science || actor.can(Permission::InstitutionView) => Some(Scope::Everywhere),
        Scope::Institution(own) if views_science || actor.can(Permission::CurriculumView) => Some(Scope::Institution(own)),
        _ => None,
    }
}

/// A calendar year a report or a filter names: from 1990 to a year ahead of `this_year`.
pub fn report_year(year: i64, this_year: i32) -> Result<i16, Invalid> {
    let last = i64::from(this_year) + 1;
    if (1990..=last).contains(&year) {
        Ok(year as i16)
    } else {
        Err(Invalid::OutOfRange { min: 1990, max: last })
    }
}

/// A year a list is filtered by: any from 1990 to 2100 (a filter of a year without rows finds none).
pub fn filter_year(year: i64) -> Result<i16, Invalid> {
    if (1990..=2100).contains(&year) {
        Ok(year as i16)
    } else {
        Err(Invalid::OutOfRange { min: 1990, max: 2100 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{InstitutionId, RoleId, UserId};
    use crate::role::RoleLevel;

    fn actor(level: RoleLevel, permissions: &[Permission]) -> Actor {
        Actor {
            user_id: UserId::from_stored(1),
            role_id: RoleId::from_stored(1),
            role_level: level,
            permissions: permissions.iter().copied().collect(),
            institution_id: Some(InstitutionId::from_stored(3)),
            is_system: false,
            session_id: "s".into(),
        }
    }

    #[test]
    fn the_ministry_reads_every_institution_and_an_office_its_own() {
        assert_eq!(report_scope(&actor(RoleLevel::Ministry, &[Permission::InstitutionView])), Some(Scope::Everywhere));
        assert_eq!(report_scope(&actor(RoleLevel::Ministry, &[Permission::SciencePublicationView])), Some(Scope::Everywhere));
        let own = Some(Scope::Institution(InstitutionId::from_stored(3)));
        assert_eq!(report_scope(&actor(RoleLevel::Institution, &[Permission::ScienceProjectView])), own);
        assert_eq!(report_scope(&actor(RoleLevel::Institution, &[Permission::CurriculumView])), own);
        assert_eq!(report_scope(&actor(RoleLevel::Institution, &[Permission::SciencePublicationOwn])), None, "a teacher");
    }

    #[test]
    fn a_year_is_a_real_one() {
        assert_eq!(report_year(2026, 2026), Ok(2026));
        assert_eq!(report_year(2027, 2026), Ok(2027));
        assert!(report_year(2028, 2026).is_err());
        assert!(report_year(1989, 2026).is_err());
        assert_eq!(filter_year(2031), Ok(2031));
        assert!(filter_year(0).is_err());
    }
}
