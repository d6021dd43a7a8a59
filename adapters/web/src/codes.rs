//! The code lists of the document: fields that travel as strings (`FULL_TIME`, `ON-LEAVE`, ...) are
//! described in the schema as enumerations of every value, taken from the domain where it lists them,
//! so that generated clients know the values.

use domain::curriculum::{CurriculumStatus, EduForm, EduLanguage, RatingType};
use domain::group::GroupStatus;
use domain::staff::StaffStatus;
use domain::student::StudentStatus;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;

fn enumeration(codes: impl IntoIterator<Item = &'static str>, description: &str) -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::String).enum_values(Some(codes)).description(Some(description)).into()
}

macro_rules! codes {
    ($($name:ident = $description:literal: $codes:expr;)+) => {
        $(
            #[doc = $description]
            pub struct $name;

            impl utoipa::PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    enumeration($codes, $description)
                }
            }

            impl utoipa::ToSchema for $name {}
        )+

        /// Every code list, for the document's components.
        pub fn schemas() -> Vec<(String, RefOr<Schema>)> {
            vec![$((stringify!($name).to_string(), <$name as utoipa::PartialSchema>::schema())),+]
        }
    };
}

codes! {
    EduFormCode = "A form of education.": EduForm::ALL.iter().map(|v| v.code());
    EduLanguageCode = "A language of instruction.": EduLanguage::ALL.iter().map(|v| v.code());
    RatingTypeCode = "A curriculum's rating scale.": RatingType::ALL.iter().map(|v| v.code());
    CurriculumStatusCode = "A curriculum's state.": CurriculumStatus::ALL.iter().map(|v| v.code());
    GroupStatusCode = "A group's state.": GroupStatus::ALL.iter().map(|v| v.code());
    StudentStatusCode = "A student's state.": StudentStatus::ALL.iter().map(|v| v.code());
    StaffStatusCode = "A staff member's state.": StaffStatus::ALL.iter().map(|v| v.code());
    InstitutionTypeCode = "A kind of institution: an academic lyceum or a higher-education institution.": ["LYCEUM", "HEI"];
    RoleLevelCode = "The level a role acts at.": ["MINISTRY", "INSTITUTION"];
    DepartmentKindCode = "A kind of institution department.": ["FACULTY", "CHAIR", "SECTION"];
    RoomKindCode = "A kind of room.": ["LECTURE", "LAB", "COMPUTER", "GYM"];
    DeleteScopeCode = "How much of a weekly lesson a delete takes: one day, or that day and every later one.": ["day", "until_end"];
    LessonTypeCode = "A kind of lesson, of a timetable lesson or a topic.": domain::schedule::LessonType::ALL.iter().map(|v| v.code());
    RegionCode = "A region of Uzbekistan.": domain::institution::REGIONS;
    EntityTypeCode = "A kind of object the audit log records.": domain::audit::EntityType::ALL.iter().map(|v| v.code());
    AuditActionCode = "A kind of change the audit log records.": domain::audit::AuditAction::ALL.iter().map(|v| v.code());
    MarkingSystemCode = "How a subject is marked.": domain::assessment::MarkingSystem::ALL.iter().map(|v| v.code());
    FinalFormCode = "How a subject ends: an exam with a grade, or pass/fail.": domain::assessment::FinalForm::ALL.iter().map(|v| v.code());
    ControlCode = "A control of a subject: current (JN), midterm (ON) or final (YN).": domain::assessment::Control::ALL.iter().map(|v| v.code());
    ExamControlCode = "A control an exam is held for: midterm (ON) or final (YN).": ["MIDTERM", "FINAL"];
    AttendanceCode = "Whether a student was at a lesson.": domain::journal::Attendance::ALL.iter().map(|v| v.code());
    LessonStateCode = "Where a lesson's roll stands.": domain::journal::LessonState::ALL.iter().map(|v| v.code());
    PortalRelationCode = "How a portal user is tied to a student record: their own, or a linked child's.": domain::portal::Relation::ALL.iter().map(|v| v.code());
    NotificationKindCode = "What a student and their parents are told of: a new mark, an absence, a new debt, an applied order.": domain::portal::NotificationKind::ALL.iter().map(|v| v.code());
    OrderKindCode = "What an order decides.": domain::order::OrderKind::ALL.iter().map(|v| v.code());
    OrderStateCode = "Where an order stands: a draft, applied, or cancelled by its reversing order.": domain::order::OrderState::ALL.iter().map(|v| v.code());
    ContractKindCode = "A kind of contract: standard, raised, super or a foreign citizen's.": domain::finance::ContractKind::ALL.iter().map(|v| v.code());
    ContractStateCode = "A contract runs, or ended when its student left.": domain::finance::ContractState::ALL.iter().map(|v| v.code());
    DebtStatusCode = "Where contracts stand against their payments.": domain::finance::DebtStatus::ALL.iter().map(|v| v.code());
    DebtLevelCode = "What a row of the debts sums: a student, a group or an institution.": ["STUDENT", "GROUP", "INSTITUTION"];
    RollWindowCode = "Whether a roll may be taken now: not yet, open, or closed (a correction with a reason).": domain::journal::RollWindow::ALL.iter().map(|v| v.code());
    SheetStateCode = "Whether a control sheet takes points.": domain::journal::SheetState::ALL.iter().map(|v| v.code());
    ThresholdLevelCode = "An absence threshold of a semester.": domain::journal::ThresholdLevel::ALL.iter().map(|v| v.code());
    ResultStateCode = "Where a student stands in a subject.": domain::assessment::ResultState::ALL.iter().map(|v| v.code());
    StayReasonCode = "Why a student stays on their course: debts, or a GPA below the limit on the credit system.": ["DEBTS", "GPA_BELOW_LIMIT"];
    AcademicDebtLevelCode = "What a row of the academic debts is: a student or an institution.": ["STUDENT", "INSTITUTION"];
    ResultSourceCode = "Where a result comes from: the journal and the sheets, or a rating typed before the journal.": ["JOURNAL", "RECORDED"];
}

#[cfg(test)]
mod tests {
    use domain::department::DepartmentKind;
    use domain::institution::InstitutionType;
    use domain::role::RoleLevel;
    use domain::room::RoomKind;

    use super::*;

    fn codes_of<T: utoipa::PartialSchema>() -> Vec<String> {
        let value = serde_json::to_value(T::schema()).unwrap_or_default();
        value["enum"].as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_string)).collect()
    }

    /// The lists the domain does not enumerate itself are each a code it takes, and take every kind.
    #[test]
    fn the_written_lists_are_the_domains_codes() {
        for code in codes_of::<InstitutionTypeCode>() {
            assert_eq!(InstitutionType::parse(&code).map(|v| v.code()), Ok(code.as_str()));
        }
        for code in codes_of::<RoleLevelCode>() {
            assert_eq!(RoleLevel::parse(&code).map(|v| v.code()), Ok(code.as_str()));
        }
        for code in codes_of::<DepartmentKindCode>() {
            assert_eq!(DepartmentKind::parse(&code).map(|v| v.code()), Ok(code.as_str()));
        }
        for code in codes_of::<RoomKindCode>() {
            assert_eq!(RoomKind::parse(&code).map(|v| v.code()), Ok(code.as_str()));
        }
        for code in codes_of::<DeleteScopeCode>() {
            assert!(domain::schedule::DeleteScope::parse(&code, "2026-11-23").is_ok(), "{code}");
        }
        assert_eq!(codes_of::<StudentStatusCode>().len(), 5);
        assert!(InstitutionType::parse("SCHOOL").is_err(), "a code outside the list is refused by the domain too");
    }
}
