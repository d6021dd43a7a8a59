//! `/journal/`: the lessons of a day with their roll's state, a lesson's roll, excused absences, a
//! group's journal of a subject, the students past an absence threshold, and an institution's
//! journal settings.

mod excuse;
mod excuses;
mod group_journal;
mod lessons;
mod record_roll;
mod roll;
mod settings;
mod thresholds;

pub use excuse::*;
pub use excuses::*;
pub use group_journal::*;
pub use lessons::*;
pub use record_roll::*;
pub use roll::*;
pub use settings::*;
pub use thresholds::*;

use application::journal::{JournalLesson, RollLine, RollSheet};
use application::ports::LessonView;
use domain::assessment::{AssessmentPlan, Control, Points, SubjectResult};
use domain::language::Language;
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::error::ApiError;

/// A date as a path or query spells it; a malformed one names nothing (404).
pub(crate) fn path_date(value: &str, language: Language) -> Result<chrono::NaiveDate, ApiError> {
    domain::validation::parse_date(value).map_err(|_| ApiError::new(application::AppError::NotFound, language))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RefDto {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectNameDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubgroupRefDto {
    pub number: i32,
    pub name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClassHourRefDto {
    pub id: i64,
    pub number: i16,
    /// `HH:mm`.
    pub start_time: String,
    /// `HH:mm`.
    pub end_time: String,
}

/// A weekly lesson as the journal names it.
#[derive(Debug, Serialize, ToSchema)]
pub struct LessonRefDto {
    pub schedule_id: i64,
    pub institution: InstitutionRefDto,
    pub edu_group: RefDto,
    pub subgroup: Option<SubgroupRefDto>,
    pub edu_subject: SubjectNameDto,
    pub teacher: RefDto,
    /// The room with its building: "204 (Bosh bino)".
    pub room: String,
    pub class_hour: ClassHourRefDto,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
}

impl From<&LessonView> for LessonRefDto {
    fn from(v: &LessonView) -> Self {
        let d = &v.lesson.details;
        LessonRefDto {
            schedule_id: v.lesson.id.get(),
            institution: InstitutionRefDto { id: v.lesson.institution_id.get(), name: NameDto::from(&v.institution_name) },
            edu_group: RefDto { id: d.group.get(), name: v.group_name.clone() },
            subgroup: d.subgroup.map(|n| SubgroupRefDto { number: i32::from(n), name: v.subgroup_name.clone() }),
            edu_subject: SubjectNameDto { id: d.subject.get(), code: v.subject_code.clone(), name: NameDto::from(&v.subject_name) },
            teacher: RefDto { id: d.teacher.get(), name: v.teacher_name.clone() },
            room: format!("{} ({})", v.room_name, v.building_name),
            class_hour: ClassHourRefDto {
                id: d.class_hour.get(),
                number: v.class_hour_number,
                start_time: v.class_hour_start.format("%H:%M").to_string(),
                end_time: v.class_hour_end.format("%H:%M").to_string(),
            },
            lesson_type: d.lesson_type.code().into(),
        }
    }
}

/// A lesson on one date with the state of its roll.
#[derive(Debug, Serialize, ToSchema)]
pub struct JournalLessonDto {
    #[serde(flatten)]
    pub lesson: LessonRefDto,
    /// `YYYY-MM-DD`.
    pub date: String,
    #[schema(value_type = crate::codes::LessonStateCode)]
    pub journal_state: String,
    pub taken: bool,
}

impl From<&JournalLesson> for JournalLessonDto {
    fn from(l: &JournalLesson) -> Self {
        JournalLessonDto {
            lesson: LessonRefDto::from(&l.view),
            date: l.date.format("%Y-%m-%d").to_string(),
            journal_state: l.state.code().into(),
            taken: l.taken,
        }
    }
}

/// A control's maximum points.
#[derive(Debug, Serialize, ToSchema)]
pub struct ControlMaxDto {
    #[schema(value_type = crate::codes::ControlCode)]
    pub control: String,
    pub max_points: i32,
}

/// How a subject is assessed.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlanDto {
    #[schema(value_type = crate::codes::MarkingSystemCode)]
    pub marking_system: String,
    #[schema(value_type = crate::codes::FinalFormCode)]
    pub final_form: String,
    pub credits: i32,
    pub controls: Vec<ControlMaxDto>,
    /// The current control is entered on a sheet rather than computed from the lessons' marks.
    pub current_entered: bool,
    /// The lowest and highest mark a lesson takes.
    pub mark_min: i32,
    pub mark_max: i32,
}

impl From<&AssessmentPlan> for PlanDto {
    fn from(p: &AssessmentPlan) -> Self {
        let (mark_min, mark_max) = p.marking_system.mark_range();
        PlanDto {
            marking_system: p.marking_system.code().into(),
            final_form: p.final_form.code().into(),
            credits: i32::from(p.credits),
            controls: Control::ALL.iter().map(|c| ControlMaxDto { control: c.code().into(), max_points: p.max_of(*c) }).collect(),
            current_entered: p.current_entered,
            mark_min,
            mark_max,
        }
    }
}

pub(crate) fn points(p: Option<Points>) -> Option<f64> {
    p.map(Points::as_f64)
}

/// A subject's result with the controls it is made of.
#[derive(Debug, Serialize, ToSchema)]
pub struct ResultDto {
    /// JN.
    pub current: Option<f64>,
    /// ON.
    pub midterm: Option<f64>,
    /// YN.
    #[serde(rename = "final")]
    pub last: Option<f64>,
    pub total: f64,
    /// 2..5 once decided, for an exam.
    pub grade: Option<u8>,
    /// A+ .. F on the credit system.
    pub letter: Option<String>,
    /// JN + ON reach the threshold for the final.
    pub admitted: bool,
    #[schema(value_type = crate::codes::ResultStateCode)]
    pub state: String,
    pub attempt: i32,
}

impl From<&SubjectResult> for ResultDto {
    fn from(r: &SubjectResult) -> Self {
        ResultDto {
            current: points(r.current),
            midterm: points(r.midterm),
            last: points(r.last),
            total: r.outcome.total.as_f64(),
            grade: r.outcome.grade,
            letter: r.outcome.letter.map(str::to_string),
            admitted: r.outcome.admitted,
            state: r.outcome.state.code().into(),
            attempt: r.attempt,
        }
    }
}

/// One student's line of a roll.
#[derive(Debug, Serialize, ToSchema)]
pub struct RollEntryDto {
    pub student_id: i64,
    pub full_name: String,
    #[schema(value_type = crate::codes::AttendanceCode)]
    pub attendance: String,
    pub mark: Option<i32>,
    pub note: String,
    /// The dean's office excused the day: an absence is recorded as excused.
    pub excused_by_office: bool,
}

impl From<&RollLine> for RollEntryDto {
    fn from(l: &RollLine) -> Self {
        RollEntryDto {
            student_id: l.student.get(),
            full_name: l.full_name.clone(),
            attendance: l.attendance.code().into(),
            mark: l.mark.map(|m| i32::from(m.get())),
            note: l.note.clone(),
            excused_by_office: l.excused_by_office,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TopicChoiceDto {
    pub id: i64,
    pub name: String,
    pub hours: i32,
    pub order: i32,
}

/// A lesson's roll: the taken one, or everybody present before it is taken.
#[derive(Debug, Serialize, ToSchema)]
pub struct RollDto {
    #[serde(flatten)]
    pub lesson: LessonRefDto,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub semester: i32,
    /// The subject's plan in that semester; none when the curriculum has no such subject there.
    pub plan: Option<PlanDto>,
    #[schema(value_type = crate::codes::MarkingSystemCode)]
    pub marking_system: String,
    pub mark_min: i32,
    pub mark_max: i32,
    #[schema(value_type = crate::codes::RollWindowCode)]
    pub window: String,
    /// `YYYY-MM-DD`: the last day the roll is taken without a correction.
    pub last_day: String,
    /// The caller may save the roll now.
    pub may_record: bool,
    /// The caller may save it only as a correction, with a `reason`.
    pub needs_reason: bool,
    pub taken: bool,
    /// The version a save names (0 before the roll is taken).
    pub version: i32,
    pub entries: Vec<RollEntryDto>,
    pub topic_ids: Vec<i64>,
    /// The lesson teacher's topics of the subject, to choose from.
    pub topics: Vec<TopicChoiceDto>,
}

impl From<&RollSheet> for RollDto {
    fn from(r: &RollSheet) -> Self {
        let system = r.setting.marking_system();
        let (mark_min, mark_max) = system.mark_range();
        RollDto {
            lesson: LessonRefDto::from(&r.lesson),
            date: r.date.format("%Y-%m-%d").to_string(),
            semester: r.setting.semester,
            plan: r.setting.plan.as_ref().map(PlanDto::from),
            marking_system: system.code().into(),
            mark_min,
            mark_max,
            window: r.window.code().into(),
            last_day: r.last_day.format("%Y-%m-%d").to_string(),
            may_record: r.may_record,
            needs_reason: r.needs_reason,
            taken: r.taken,
            version: r.version.get(),
            entries: r.lines.iter().map(RollEntryDto::from).collect(),
            topic_ids: r.topic_ids.iter().map(|t| t.get()).collect(),
            topics: r
                .topics
                .iter()
                .map(|t| TopicChoiceDto { id: t.id.get(), name: t.details.name.clone(), hours: t.details.hours, order: t.details.order })
                .collect(),
        }
    }
}
