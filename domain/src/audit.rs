//! What the audit trail records: which action was taken on what kind of thing.

/// An action that leaves a record in the audit trail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    Create,
    Update,
    Delete,
    Login,
    LoginFailed,
    Logout,
    ChangeRole,
    ChangeInstitution,
}

impl AuditAction {
    pub const ALL: [AuditAction; 8] = [
        AuditAction::Create,
        AuditAction::Update,
        AuditAction::Delete,
        AuditAction::Login,
        AuditAction::LoginFailed,
        AuditAction::Logout,
        AuditAction::ChangeRole,
        AuditAction::ChangeInstitution,
    ];

    pub fn code(self) -> &'static str {
        match self {
            AuditAction::Create => "create",
            AuditAction::Update => "update",
            AuditAction::Delete => "delete",
            AuditAction::Login => "login",
            AuditAction::LoginFailed => "login_failed",
            AuditAction::Logout => "logout",
            AuditAction::ChangeRole => "change_role",
            AuditAction::ChangeInstitution => "change_institution",
        }
    }

    pub fn parse(code: &str) -> Option<AuditAction> {
        AuditAction::ALL.into_iter().find(|a| a.code() == code)
    }
}

/// The kinds of things the trail names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntityType {
    User,
    Role,
    Institution,
    Session,
    Building,
    Room,
    ClassHour,
    Position,
    Direction,
    Department,
    MinistryDepartment,
    Staff,
}

impl EntityType {
    pub const ALL: [EntityType; 12] = [
        EntityType::User,
        EntityType::Role,
        EntityType::Institution,
        EntityType::Session,
        EntityType::Building,
        EntityType::Room,
        EntityType::ClassHour,
        EntityType::Position,
        EntityType::Direction,
        EntityType::Department,
        EntityType::MinistryDepartment,
        EntityType::Staff,
    ];

    pub fn code(self) -> &'static str {
        match self {
            EntityType::User => "user",
            EntityType::Role => "role",
            EntityType::Institution => "institution",
            EntityType::Session => "session",
            EntityType::Building => "building",
            EntityType::Room => "room",
            EntityType::ClassHour => "class_hour",
            EntityType::Position => "position",
            EntityType::Direction => "direction",
            EntityType::Department => "department",
            EntityType::MinistryDepartment => "ministry_department",
            EntityType::Staff => "staff",
        }
    }

    pub fn parse(code: &str) -> Option<EntityType> {
        EntityType::ALL.into_iter().find(|e| e.code() == code)
    }
}

/// Field names whose values the trail never holds, whatever the entity.
pub const SECRET_FIELDS: [&str; 4] = ["password", "password_hash", "access_token", "token"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for action in AuditAction::ALL {
            assert_eq!(AuditAction::parse(action.code()), Some(action));
        }
        for entity in EntityType::ALL {
            assert_eq!(EntityType::parse(entity.code()), Some(entity));
        }
        assert_eq!(AuditAction::parse("drop"), None);
    }
}
