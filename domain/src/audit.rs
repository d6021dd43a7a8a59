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
    /// One changed one's own password (the other sessions end).
    PasswordChange,
    /// An administrator gave a temporary password.
    PasswordReset,
    /// One ended sessions of one's own from the list of them.
    SessionEnd,
}

impl AuditAction {
    pub const ALL: [AuditAction; 11] = [
        AuditAction::Create,
        AuditAction::Update,
        AuditAction::Delete,
        AuditAction::Login,
        AuditAction::LoginFailed,
        AuditAction::Logout,
        AuditAction::ChangeRole,
        AuditAction::ChangeInstitution,
        AuditAction::PasswordChange,
        AuditAction::PasswordReset,
        AuditAction::SessionEnd,
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
            AuditAction::PasswordChange => "password_change",
            AuditAction::PasswordReset => "password_reset",
            AuditAction::SessionEnd => "session_end",
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
    Curriculum,
    SubjectType,
    Subject,
    SubjectBundle,
    CurriculumTemplate,
    Group,
    Student,
    Rating,
    ScheduleLesson,
    TeacherTopic,
    ExamRating,
    GraduateNaming,
    GraduateDocument,
    TimetableSettings,
    TeacherUnavailability,
    TimetableRun,
    AssessmentPlan,
    LessonRoll,
    AbsenceExcuse,
    ControlSheet,
    JournalSettings,
    ScienceProject,
    Publication,
    DoctoralStudent,
    Defence,
    FinanceBaseAmount,
    FinancePrice,
    FinanceContract,
    FinancePayment,
    Exam,
    Order,
    ScholarshipType,
}

impl EntityType {
    pub const ALL: [EntityType; 44] = [
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
        EntityType::Curriculum,
        EntityType::SubjectType,
        EntityType::Subject,
        EntityType::SubjectBundle,
        EntityType::CurriculumTemplate,
        EntityType::Group,
        EntityType::Student,
        EntityType::Rating,
        EntityType::ScheduleLesson,
        EntityType::TeacherTopic,
        EntityType::ExamRating,
        EntityType::GraduateNaming,
        EntityType::GraduateDocument,
        EntityType::TimetableSettings,
        EntityType::TeacherUnavailability,
        EntityType::TimetableRun,
        EntityType::AssessmentPlan,
        EntityType::LessonRoll,
        EntityType::AbsenceExcuse,
        EntityType::ControlSheet,
        EntityType::JournalSettings,
        EntityType::ScienceProject,
        EntityType::Publication,
        EntityType::DoctoralStudent,
        EntityType::Defence,
        EntityType::FinanceBaseAmount,
        EntityType::FinancePrice,
        EntityType::FinanceContract,
        EntityType::FinancePayment,
        EntityType::Exam,
        EntityType::Order,
        EntityType::ScholarshipType,
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
            EntityType::Curriculum => "curriculum",
            EntityType::SubjectType => "edu_subject_type",
            EntityType::Subject => "edu_subject",
            EntityType::SubjectBundle => "subject_bundle",
            EntityType::CurriculumTemplate => "curriculum_template",
            EntityType::Group => "edu_group",
            EntityType::Student => "student",
            EntityType::Rating => "rating",
            EntityType::ScheduleLesson => "schedule_lesson",
            EntityType::TeacherTopic => "teacher_topic",
            EntityType::ExamRating => "exam_rating",
            EntityType::GraduateNaming => "graduate_naming",
            EntityType::GraduateDocument => "graduate_document",
            EntityType::TimetableSettings => "timetable_settings",
            EntityType::TeacherUnavailability => "teacher_unavailability",
            EntityType::TimetableRun => "timetable_run",
            EntityType::AssessmentPlan => "assessment_plan",
            EntityType::LessonRoll => "lesson_roll",
            EntityType::AbsenceExcuse => "absence_excuse",
            EntityType::ControlSheet => "control_sheet",
            EntityType::JournalSettings => "journal_settings",
            EntityType::ScienceProject => "science_project",
            EntityType::Publication => "publication",
            EntityType::DoctoralStudent => "doctoral_student",
            EntityType::Defence => "defence",
            EntityType::FinanceBaseAmount => "finance_base_amount",
            EntityType::FinancePrice => "finance_price",
            EntityType::FinanceContract => "finance_contract",
            EntityType::FinancePayment => "finance_payment",
            EntityType::Exam => "exam",
            EntityType::Order => "order",
            EntityType::ScholarshipType => "scholarship_type",
        }
    }

    pub fn parse(code: &str) -> Option<EntityType> {
        EntityType::ALL.into_iter().find(|e| e.code() == code)
    }
}

/// Field names whose values the trail never holds, whatever the entity.
pub const SECRET_FIELDS: [&str; 4] = ["password", "password_hash", "access_token", "token"];

/// A value as the trail keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuditValue {
    Null,
    Bool(bool),
    Int(i64),
    Text(String),
    List(Vec<AuditValue>),
    /// A nested record, such as one row of a curriculum's distribution.
    Map(std::collections::BTreeMap<&'static str, AuditValue>),
}

impl From<i64> for AuditValue {
    fn from(value: i64) -> Self {
        AuditValue::Int(value)
    }
}

impl From<i32> for AuditValue {
    fn from(value: i32) -> Self {
        AuditValue::Int(i64::from(value))
    }
}

impl From<bool> for AuditValue {
    fn from(value: bool) -> Self {
        AuditValue::Bool(value)
    }
}

impl From<&str> for AuditValue {
    fn from(value: &str) -> Self {
        AuditValue::Text(value.to_string())
    }
}

impl From<String> for AuditValue {
    fn from(value: String) -> Self {
        AuditValue::Text(value)
    }
}

impl<T: Into<AuditValue>> From<Option<T>> for AuditValue {
    fn from(value: Option<T>) -> Self {
        value.map_or(AuditValue::Null, Into::into)
    }
}

impl From<chrono::NaiveDate> for AuditValue {
    fn from(value: chrono::NaiveDate) -> Self {
        AuditValue::Text(value.format("%Y-%m-%d").to_string())
    }
}

/// A state of an entity as the trail compares it: field name to value.
pub type Snapshot = std::collections::BTreeMap<&'static str, AuditValue>;

/// `(field, old, new)` for every field whose value differs between two states, in field order;
/// a created entity has no old state, a deleted one no new state. Secret fields never appear.
pub type Changes = Vec<(&'static str, AuditValue, AuditValue)>;

/// An entity that describes itself to the audit trail, so that its changes are recorded from the
/// domain's own view of it rather than from the columns that store it.
pub trait Audited {
    const ENTITY: EntityType;
    fn audit_id(&self) -> i64;
    fn snapshot(&self) -> Snapshot;
    /// The institution whose trail the record belongs to, for entities an institution owns.
    fn owner(&self) -> Option<crate::ids::InstitutionId> {
        None
    }
}

/// What changed from `before` to `after`.
pub fn diff(before: Option<&Snapshot>, after: Option<&Snapshot>) -> Changes {
    let empty = Snapshot::new();
    let (before, after) = (before.unwrap_or(&empty), after.unwrap_or(&empty));
    let mut fields: Vec<&'static str> = before.keys().chain(after.keys()).copied().collect();
    fields.sort_unstable();
    fields.dedup();
    fields
        .into_iter()
        .filter(|field| !SECRET_FIELDS.contains(field))
        .filter_map(|field| {
            let old = before.get(field).cloned().unwrap_or(AuditValue::Null);
            let new = after.get(field).cloned().unwrap_or(AuditValue::Null);
            (old != new).then_some((field, old, new))
        })
        .collect()
}

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

    fn state(pairs: &[(&'static str, AuditValue)]) -> Snapshot {
        pairs.iter().cloned().collect()
    }

    #[test]
    fn a_diff_names_only_what_changed_and_never_a_secret() {
        let before = state(&[("name", "A".into()), ("course", 1.into()), ("password", "x".into())]);
        let after = state(&[("name", "B".into()), ("course", 1.into()), ("password", "y".into())]);
        assert_eq!(diff(Some(&before), Some(&after)), vec![("name", AuditValue::from("A"), AuditValue::from("B"))]);
        let created = diff(None, Some(&after));
        assert_eq!(created.len(), 2);
        assert!(created.iter().all(|(_, old, _)| *old == AuditValue::Null));
        assert!(diff(Some(&before), Some(&before)).is_empty());
    }
}
