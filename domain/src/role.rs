use std::collections::BTreeSet;

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::RoleId;
use crate::language::{Language, Localized};
use crate::permission::Permission;
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// Whether a role works across the ministry (every institution) or inside one institution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RoleLevel {
    Ministry,
    Institution,
}

impl RoleLevel {
    pub fn code(self) -> &'static str {
        match self {
            RoleLevel::Ministry => "MINISTRY",
            RoleLevel::Institution => "INSTITUTION",
        }
    }

    pub fn parse(code: &str) -> Result<RoleLevel, Invalid> {
        match code.trim() {
            "MINISTRY" => Ok(RoleLevel::Ministry),
            "INSTITUTION" => Ok(RoleLevel::Institution),
            "" => Err(Invalid::Required),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// The names of the roles the system is delivered with.
pub mod names {
    pub const SUPERADMIN: &str = "Superadmin";
    pub const MINISTRY: &str = "MINISTRY";
    pub const INSTITUTION_ADMIN: &str = "OTMADMIN";
    pub const TEACHER: &str = "TEACHER";
    /// An institution's science office.
    pub const SCIENCE: &str = "SCIENCE";
    /// An institution's accountant.
    pub const ACCOUNTANT: &str = "ACCOUNTANT";
    /// A student reading their own study in the portal.
    pub const STUDENT: &str = "STUDENT";
    /// A parent reading their linked children's study in the portal.
    pub const PARENT: &str = "PARENT";
}

/// A stored role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Role {
    pub id: RoleId,
    pub name: String,
    pub permissions: BTreeSet<Permission>,
    pub level: RoleLevel,
    pub is_system: bool,
    pub version: Version,
}

impl Role {
    pub fn is_teacher(&self) -> bool {
        self.name == names::TEACHER
    }

    /// A delivered system role is neither changed nor deleted.
    pub fn check_changeable(&self) -> Result<(), RoleRule> {
        if self.is_system {
            return Err(RoleRule::SystemRoleIsFixed);
        }
        Ok(())
    }

    /// One of the roles the product delivers (by name, as they are found on start): the product
    /// and the demo data refer to it by name, so its name stays as delivered.
    pub fn is_delivered(&self) -> bool {
        delivered_roles().iter().any(|d| d.name.eq_ignore_ascii_case(&self.name))
    }

    /// A delivered role keeps its name; its permissions may change.
    pub fn check_rename(&self, name: &str) -> Result<(), RoleRule> {
        if self.is_delivered() && !self.name.eq_ignore_ascii_case(name.trim()) {
            return Err(RoleRule::DeliveredNameIsFixed);
        }
        Ok(())
    }

    /// A role some user still holds stays.
    pub fn check_delete(&self, holders: i64) -> Result<(), RoleRule> {
        if holders > 0 {
            return Err(RoleRule::InUse { users: holders });
        }
        Ok(())
    }
}

impl Audited for Role {
    const ENTITY: EntityType = EntityType::Role;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let permissions = self.permissions.iter().map(|p| AuditValue::from(p.code())).collect();
        Snapshot::from([
            ("name", self.name.as_str().into()),
            ("level", self.level.code().into()),
            ("permissions", AuditValue::List(permissions)),
        ])
    }
}

/// A role as a form submits it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleDraft {
    pub name: String,
    pub permissions: BTreeSet<Permission>,
    pub level: RoleLevel,
}

impl RoleDraft {
    pub const MAX_NAME_LENGTH: usize = 64;

    pub fn parse(name: &str, permissions: &[String], level: &str) -> Result<RoleDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = errors.check("name", required_text(name, Self::MAX_NAME_LENGTH));
        let level = errors.check("level", RoleLevel::parse(level));
        let mut parsed = BTreeSet::new();
        for code in permissions {
            match Permission::parse(code.trim()) {
                Ok(permission) => {
                    if !parsed.insert(permission) {
                        errors.add("permissions", Invalid::Duplicate);
                    }
                }
                Err(invalid) => errors.add("permissions", invalid),
            }
        }
        if permissions.is_empty() {
            errors.add("permissions", Invalid::Required);
        }
        errors.into_result()?;
        match (name, level) {
            (Some(name), Some(level)) => Ok(RoleDraft { name, permissions: parsed, level }),
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// Rules about roles that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleRule {
    /// The delivered Superadmin role is fixed.
    SystemRoleIsFixed,
    /// A delivered role is renamed.
    DeliveredNameIsFixed,
    NameTaken,
    /// Users still hold the role.
    InUse {
        users: i64,
    },
    /// The actor may not hand out a role with powers it does not have itself.
    NotGrantable {
        role: String,
    },
}

impl Localized for RoleRule {
    fn code(&self) -> &'static str {
        match self {
            RoleRule::SystemRoleIsFixed => "system_role_is_fixed",
            RoleRule::DeliveredNameIsFixed => "delivered_role_name_is_fixed",
            RoleRule::NameTaken => "role_name_taken",
            RoleRule::InUse { .. } => "role_in_use",
            RoleRule::NotGrantable { .. } => "role_not_grantable",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (RoleRule::SystemRoleIsFixed, Uz | UzCyrl) => "Tizim rolini o‘zgartirib yoki o‘chirib bo‘lmaydi".into(),
            (RoleRule::SystemRoleIsFixed, Ru) => "Системную роль нельзя изменить или удалить".into(),
            (RoleRule::SystemRoleIsFixed, En) => "A system role cannot be changed or deleted".into(),
            (RoleRule::DeliveredNameIsFixed, Uz | UzCyrl) => "Tizim bilan birga kelgan rolning nomini o‘zgartirib bo‘lmaydi".into(),
            (RoleRule::DeliveredNameIsFixed, Ru) => "Название поставляемой с системой роли изменить нельзя".into(),
            (RoleRule::DeliveredNameIsFixed, En) => "The name of a role delivered with the system cannot be changed".into(),
            (RoleRule::NameTaken, Uz | UzCyrl) => "Bunday nomli rol allaqachon mavjud".into(),
            (RoleRule::NameTaken, Ru) => "Роль с таким названием уже существует".into(),
            (RoleRule::NameTaken, En) => "A role with this name already exists".into(),
            (RoleRule::InUse { users }, Uz | UzCyrl) => format!("Rolni o‘chirib bo‘lmaydi: u {users} ta foydalanuvchiga biriktirilgan"),
            (RoleRule::InUse { users }, Ru) => format!("Роль нельзя удалить: она назначена пользователям ({users})"),
            (RoleRule::InUse { users }, En) => format!("The role cannot be deleted: {users} user(s) hold it"),
            (RoleRule::NotGrantable { role }, Uz | UzCyrl) => format!("«{role}» rolini berishga huquqingiz yetarli emas"),
            (RoleRule::NotGrantable { role }, Ru) => format!("У вас недостаточно прав, чтобы назначить роль «{role}»"),
            (RoleRule::NotGrantable { role }, En) => format!("You may not grant the role “{role}”"),
        }
    }
}

/// An actor may grant a role only if it holds every permission of that role itself, and an
/// institution-level actor only institution-level roles. This keeps anyone from creating a
/// user more powerful than themselves.
pub fn may_grant(actor_permissions: &BTreeSet<Permission>, actor_level: RoleLevel, role: &Role) -> bool {
    let level_allows = actor_level == RoleLevel::Ministry || role.level == RoleLevel::Institution;
    level_allows && role.permissions.is_subset(actor_permissions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn role(level: RoleLevel, permissions: &[Permission]) -> Role {
        Role {
            id: RoleId::from_stored(1),
            name: "R".into(),
            permissions: permissions.iter().copied().collect(),
            level,
            is_system: false,
            version: Version::new(1),
        }
    }

    #[test]
    fn draft_needs_name_level_and_known_permissions() {
        let draft = RoleDraft::parse(" Dekan ", &["user-view".into()], "INSTITUTION").unwrap();
        assert_eq!(draft.name, "Dekan");
        let errors = RoleDraft::parse("", &["nope".into()], "X").unwrap_err();
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["name", "level", "permissions"]);
        assert!(RoleDraft::parse("A", &[], "MINISTRY").is_err());
        assert!(RoleDraft::parse("A", &["user-view".into(), "user-view".into()], "MINISTRY").is_err());
    }

    #[test]
    fn institution_actors_cannot_grant_ministry_roles() {
        let mine: BTreeSet<Permission> = [Permission::UserView, Permission::UserAdd].into();
        assert!(may_grant(&mine, RoleLevel::Institution, &role(RoleLevel::Institution, &[Permission::UserView])));
        assert!(!may_grant(&mine, RoleLevel::Institution, &role(RoleLevel::Ministry, &[Permission::UserView])));
        assert!(may_grant(&mine, RoleLevel::Ministry, &role(RoleLevel::Ministry, &[Permission::UserView])));
        assert!(!may_grant(&mine, RoleLevel::Ministry, &role(RoleLevel::Ministry, &[Permission::RoleAdd])));
    }

    proptest! {
        #[test]
        fn a_granted_role_never_exceeds_the_granter(
            actor in proptest::sample::subsequence(Permission::ALL.to_vec(), 0..20),
            target in proptest::sample::subsequence(Permission::ALL.to_vec(), 0..20),
            ministry in any::<bool>(),
        ) {
            let actor: BTreeSet<Permission> = actor.into_iter().collect();
            let level = if ministry { RoleLevel::Ministry } else { RoleLevel::Institution };
            let target = role(RoleLevel::Institution, &target);
            if may_grant(&actor, level, &target) {
                prop_assert!(target.permissions.iter().all(|p| actor.contains(p)));
            }
        }
    }
}

/// A role the system is delivered with: created at start-up when missing. The Superadmin role is
/// a system role and always holds the whole catalogue; the others are defaults a ministry may
/// change afterwards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveredRole {
    pub name: &'static str,
    pub level: RoleLevel,
    pub is_system: bool,
    pub permissions: BTreeSet<Permission>,
}

pub fn delivered_roles() -> Vec<DeliveredRole> {
    use Permission::*;
    let all: BTreeSet<Permission> = Permission::ALL.iter().copied().collect();
    let ministry = [
        EduSubjectAdd,
        EduSubjectEdit,
        EduSubjectView,
        EduSubjectDelete,
        BundleSubjectAdd,
        BundleSubjectEdit,
        BundleSubjectView,
        BundleSubjectDelete,
        CurriculumTemplateAdd,
        CurriculumTemplateEdit,
        CurriculumTemplateView,
        CurriculumTemplateDelete,
        EduDirectionAdd,
        EduDirectionEdit,
        EduDirectionView,
        EduDirectionDelete,
        InstitutionAdd,
        InstitutionEdit,
        InstitutionView,
        InstitutionDelete,
        MinistryDepartmentAdd,
        MinistryDepartmentEdit,
        MinistryDepartmentView,
        MinistryDepartmentDelete,
        InstitutionDepartmentAdd,
        InstitutionDepartmentEdit,
        InstitutionDepartmentView,
        InstitutionDepartmentDelete,
        InstitutionPositionAdd,
        InstitutionPositionEdit,
        InstitutionPositionView,
        InstitutionPositionDelete,
        StaffView,
        StaffViewTeacher,
        EduGroupView,
        StudentView,
        GraduateView,
        CurriculumView,
        UserAdd,
        UserEdit,
        UserView,
        UserDelete,
        RoleView,
        AuditView,
        JournalView,
        OrderView,
    ];
    let institution_admin = [
        EduSubjectView,
        CurriculumTemplateView,
        EduDirectionView,
        InstitutionView,
        CurriculumAdd,
        CurriculumEdit,
        CurriculumView,
        CurriculumDelete,
        CurriculumCancel,
        CurriculumApprove,
        CurriculumInactivate,
        CurriculumArchive,
        CurriculumSplitToSemesters,
        EduGroupAdd,
        EduGroupEdit,
        EduGroupView,
        EduGroupDelete,
        EduGroupInactivate,
        StudentAdd,
        StudentImport,
        StudentEdit,
        StudentView,
        StudentDelete,
        GraduateView,
        GenerateDiploma,
        GenerateDiplomaDuplicate,
        GenerateAppendix,
        GenerateAppendixDuplicate,
        GenerateCertificate,
        GenerateCertificateDuplicate,
        ClassHourAdd,
        ClassHourEdit,
        ClassHourView,
        ClassHourDelete,
        InstitutionDepartmentAdd,
        InstitutionDepartmentEdit,
        InstitutionDepartmentView,
        InstitutionDepartmentDelete,
        InstitutionPositionView,
        StaffAdd,
        StaffEdit,
        StaffView,
        StaffDelete,
        StaffViewTeacher,
        BuildingAdd,
        BuildingEdit,
        BuildingView,
        BuildingDelete,
        RoomAdd,
        RoomEdit,
        RoomView,
        RoomDelete,
        UserAdd,
        UserEdit,
        UserView,
        AuditView,
        TeacherTopic,
        TeacherClassSchedule,
        TeacherEduGroupsView,
        JournalView,
        JournalRecord,
        JournalEdit,
        JournalCorrect,
        AttendanceExcuse,
        ControlSheetEdit,
        ControlSheetClose,
        ControlSheetReopen,
        JournalSettings,
        StudentDocument,
        ExamSchedule,
        OrderAdd,
        OrderEdit,
        OrderView,
        OrderDelete,
        OrderApply,
        StudentTransfer,
    ];
    let teacher = [TeacherTopic, TeacherClassSchedule, TeacherEduGroupsView, JournalRecord, ControlSheetEdit];
    crate::portal::with_portal(crate::finance::roles::with_finance(crate::science::roles::with_science(vec![
        DeliveredRole { name: names::SUPERADMIN, level: RoleLevel::Ministry, is_system: true, permissions: all },
        DeliveredRole { name: names::MINISTRY, level: RoleLevel::Ministry, is_system: false, permissions: ministry.into() },
        DeliveredRole {
            name: names::INSTITUTION_ADMIN,
            level: RoleLevel::Institution,
            is_system: false,
            permissions: institution_admin.into(),
        },
        DeliveredRole { name: names::TEACHER, level: RoleLevel::Institution, is_system: false, permissions: teacher.into() },
    ])))
}

#[cfg(test)]
mod delivered_tests {
    use super::*;

    #[test]
    fn the_superadmin_holds_everything_and_may_grant_every_delivered_role() {
        let roles = delivered_roles();
        let superadmin = &roles[0];
        assert_eq!(superadmin.permissions.len(), Permission::ALL.len());
        for role in &roles {
            let as_role = Role {
                id: RoleId::from_stored(1),
                name: role.name.into(),
                permissions: role.permissions.clone(),
                level: role.level,
                is_system: role.is_system,
                version: Version::new(1),
            };
            assert!(may_grant(&superadmin.permissions, RoleLevel::Ministry, &as_role));
        }
    }

    #[test]
    fn an_institution_admin_may_grant_the_teacher_role_but_not_its_own() {
        let roles = delivered_roles();
        let admin = &roles[2];
        let teacher = Role {
            id: RoleId::from_stored(4),
            name: names::TEACHER.into(),
            permissions: roles[3].permissions.clone(),
            level: RoleLevel::Institution,
            is_system: false,
            version: Version::new(1),
        };
        assert!(may_grant(&admin.permissions, RoleLevel::Institution, &teacher));
        assert!(!admin.permissions.contains(&Permission::RoleAdd));
        assert!(!roles[1].permissions.contains(&Permission::RoleAdd));
    }
}

#[cfg(test)]
mod audit_tests {
    use super::*;

    fn role(is_system: bool) -> Role {
        Role {
            id: RoleId::from_stored(3),
            name: "Kuzatuvchi".into(),
            permissions: [Permission::UserView, Permission::RoleView].into(),
            level: RoleLevel::Institution,
            is_system,
            version: Version::new(1),
        }
    }

    #[test]
    fn a_system_role_stays_as_delivered_and_a_held_one_stays() {
        assert_eq!(role(true).check_changeable(), Err(RoleRule::SystemRoleIsFixed));
        assert_eq!(role(false).check_changeable(), Ok(()));
        assert_eq!(role(false).check_delete(2), Err(RoleRule::InUse { users: 2 }));
        assert_eq!(role(false).check_delete(0), Ok(()));
    }

    #[test]
    fn a_delivered_role_keeps_its_name_and_another_may_be_renamed() {
        let teacher = Role { name: "TEACHER".into(), ..role(false) };
        assert!(teacher.is_delivered());
        assert_eq!(teacher.check_rename("teacher "), Ok(()));
        assert_eq!(teacher.check_rename("O‘qituvchi"), Err(RoleRule::DeliveredNameIsFixed));
        assert!(!role(false).is_delivered());
        assert_eq!(role(false).check_rename("Kuzatuvchilar"), Ok(()));
    }

    #[test]
    fn the_trail_sees_a_roles_name_level_and_permission_codes() {
        let snapshot = role(false).snapshot();
        assert_eq!(snapshot.keys().copied().collect::<Vec<_>>(), vec!["level", "name", "permissions"]);
        assert_eq!(snapshot["level"], "INSTITUTION".into());
        let codes: Vec<AuditValue> = role(false).permissions.iter().map(|p| p.code().into()).collect();
        assert_eq!(snapshot["permissions"], AuditValue::List(codes));
    }
}
