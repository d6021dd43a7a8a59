//! What the delivered roles hold of finance, and the accountant's own role.

use crate::permission::Permission::{self, *};
use crate::role::{names, DeliveredRole, RoleLevel};

/// The ministry sets the base amount and reads every institution's contracts.
pub const MINISTRY: [Permission; 5] = [FinanceBaseAmount, ContractView, PaymentView, ScholarshipType, ScholarshipView];

/// The institution's part of the area: its admin holds it, so that it may hand the accountant's
/// role to its users.
pub const INSTITUTION: [Permission; 11] = [
    FinanceSettings,
    ContractAdd,
    ContractEdit,
    ContractView,
    ContractDelete,
    PaymentAdd,
    PaymentEdit,
    PaymentView,
    PaymentDelete,
    PaymentImport,
    ScholarshipView,
];

/// The delivered roles with the area's permissions added to the ministry's and the institution
/// admin's, and the accountant's role after them.
pub fn with_finance(mut roles: Vec<DeliveredRole>) -> Vec<DeliveredRole> {
    for role in &mut roles {
        let added: &[Permission] = match role.name {
            names::MINISTRY => &MINISTRY,
            names::INSTITUTION_ADMIN => &INSTITUTION,
            _ => &[],
        };
        role.permissions.extend(added.iter().copied());
    }
    roles.push(accountant());
    roles
}

/// An institution's accountant: prices and contracts, and the groups and students they are for.
pub fn accountant() -> DeliveredRole {
    let permissions = INSTITUTION.iter().copied().chain([EduGroupView, StudentView, EduDirectionView]).collect();
    DeliveredRole { name: names::ACCOUNTANT, level: RoleLevel::Institution, is_system: false, permissions }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::ids::RoleId;
    use crate::role::{delivered_roles, may_grant, Role};
    use crate::version::Version;

    #[test]
    fn an_institution_admin_may_grant_the_accountant_its_role() {
        let roles = delivered_roles();
        let admin = roles.iter().find(|r| r.name == names::INSTITUTION_ADMIN).unwrap();
        let delivered = roles.iter().find(|r| r.name == names::ACCOUNTANT).unwrap();
        let role = Role {
            id: RoleId::from_stored(9),
            name: names::ACCOUNTANT.into(),
            permissions: delivered.permissions.clone(),
            level: delivered.level,
            is_system: false,
            version: Version::new(1),
        };
        assert!(may_grant(&admin.permissions, RoleLevel::Institution, &role));
        let ministry = roles.iter().find(|r| r.name == names::MINISTRY).unwrap();
        assert!(ministry.permissions.contains(&ContractView) && !ministry.permissions.contains(&ContractAdd));
    }

    #[test]
    fn every_permission_of_the_area_is_in_its_group() {
        let group: BTreeSet<Permission> =
            Permission::ALL.iter().copied().filter(|p| p.group() == crate::permission::PermissionGroup::Finance).collect();
        assert_eq!(group, MINISTRY.iter().chain(INSTITUTION.iter()).copied().collect());
    }
}
