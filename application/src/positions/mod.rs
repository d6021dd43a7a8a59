//! The ministry's catalogue of job positions.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{MockPositionQueries, RequestMeta};
    use crate::test_support::{FakeTx, FakeUnit};
    use crate::AppError;
    use domain::actor::Actor;
    use domain::ids::{InstitutionId, RoleId, UserId};
    use domain::permission::Permission;
    use domain::position::PositionForm;
    use domain::role::RoleLevel;

    fn actor(level: RoleLevel, permissions: &[Permission]) -> Actor {
        Actor {
            user_id: UserId::from_stored(1),
            role_id: RoleId::from_stored(1),
            role_level: level,
            permissions: permissions.iter().copied().collect(),
            institution_id: Some(InstitutionId::from_stored(1)),
            is_system: false,
            session_id: "s".into(),
        }
    }

    #[test]
    fn only_the_ministry_changes_the_catalogue_and_staff_managers_read_it() {
        let mut repo = MockPositionQueries::new();
        let unit = FakeUnit::new(FakeTx::new());
        repo.expect_list().times(1).returning(|_| Ok(domain::paging::Page::exact(vec![], 0)));
        let form = PositionForm { name_uz: "Dotsent".into(), is_teaching: true, ..Default::default() };
        let local = actor(RoleLevel::Institution, &[Permission::InstitutionPositionAdd, Permission::StaffAdd]);
        assert!(matches!(CreatePosition { unit: &unit }.execute(&local, form, &RequestMeta::default()), Err(AppError::Forbidden)));
        let query = crate::ports::PositionQuery { search: None, is_teaching: None, page: Default::default() };
        assert!(ListPositions { positions: &repo }.execute(&local, query.clone()).is_ok());
        let outsider = actor(RoleLevel::Institution, &[Permission::TeacherTopic]);
        assert!(matches!(ListPositions { positions: &repo }.execute(&outsider, query), Err(AppError::Forbidden)));
    }
}
