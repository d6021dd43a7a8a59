//! What the delivered roles hold of the scientific process, and the science office's own role.

use crate::permission::Permission::{self, *};
use crate::role::{names, DeliveredRole, RoleLevel};

/// The ministry reads every institution's science.
pub const MINISTRY: [Permission; 3] = [ScienceProjectView, SciencePublicationView, ScienceDoctorateView];

/// The whole area: an institution's admin holds it, so that it may hand the science office's role
/// (and the teacher's) to its users.
pub const ALL: [Permission; 14] = [
    ScienceProjectAdd,
    ScienceProjectEdit,
    ScienceProjectView,
    ScienceProjectDelete,
    SciencePublicationAdd,
    SciencePublicationEdit,
    SciencePublicationView,
    SciencePublicationDelete,
    SciencePublicationOwn,
    ScienceVerify,
    ScienceDoctorateAdd,
    ScienceDoctorateEdit,
    ScienceDoctorateView,
    ScienceDoctorateDelete,
];

/// A teacher adds their own publications and confirms their authorship of others'.
pub const TEACHER: [Permission; 1] = [SciencePublicationOwn];

/// The delivered roles with the area's permissions added to the ministry's, the institution
/// admin's and the teacher's, and the science office's role after them.
pub fn with_science(mut roles: Vec<DeliveredRole>) -> Vec<DeliveredRole> {
    for role in &mut roles {
        let added: &[Permission] = match role.name {
            names::MINISTRY => &MINISTRY,
            names::INSTITUTION_ADMIN => &ALL,
            names::TEACHER => &TEACHER,
            _ => &[],
        };
        role.permissions.extend(added.iter().copied());
    }
    roles.push(science_office());
    roles
}

/// The science office of an institution: the whole area, and the teachers' list it rates
/// publications by.
pub fn science_office() -> DeliveredRole {
    let permissions = ALL.iter().copied().chain([StaffViewTeacher]).collect();
    DeliveredRole { name: names::SCIENCE, level: RoleLevel::Institution, is_system: false, permissions }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::ids::RoleId;
    use crate::role::{delivered_roles, may_grant, Role};
    use crate::version::Version;

    #[test]
    fn an_institution_admin_may_grant_the_science_office_and_the_teacher_their_roles() {
        let roles = delivered_roles();
        let admin = roles.iter().find(|r| r.name == names::INSTITUTION_ADMIN).unwrap();
        for name in [names::SCIENCE, names::TEACHER] {
            let delivered = roles.iter().find(|r| r.name == name).unwrap();
            let role = Role {
                id: RoleId::from_stored(9),
                name: name.into(),
                permissions: delivered.permissions.clone(),
                level: delivered.level,
                is_system: false,
                version: Version::new(1),
            };
            assert!(may_grant(&admin.permissions, RoleLevel::Institution, &role), "{name}");
        }
        let teacher = roles.iter().find(|r| r.name == names::TEACHER).unwrap();
        assert!(teacher.permissions.contains(&SciencePublicationOwn) && !teacher.permissions.contains(&ScienceVerify));
        let ministry = roles.iter().find(|r| r.name == names::MINISTRY).unwrap();
        assert!(ministry.permissions.contains(&SciencePublicationView) && !ministry.permissions.contains(&SciencePublicationAdd));
    }

    #[test]
    fn every_permission_of_the_area_is_in_its_group() {
        let group: BTreeSet<Permission> =
            Permission::ALL.iter().copied().filter(|p| p.group() == crate::permission::PermissionGroup::Science).collect();
        assert_eq!(group, ALL.iter().copied().collect());
    }
}
