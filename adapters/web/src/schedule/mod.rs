//! `/schedules/`: weekly lessons of groups, their deletes for one day or to the end, and month
//! calendars of a group, a teacher or a room.

mod calendar;
mod create;
mod delete;
mod get;
mod list;
mod timetable;
mod update;

pub use calendar::*;
pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use timetable::*;
pub use update::*;

use application::ports::LessonView;
use application::schedule::{Calendar, CalendarDay, CalendarOf};
use application::AppError;
use chrono::Datelike;
use domain::ids::{GroupId, RoomId, ScheduleId, StaffId};
use domain::language::Language;
use domain::schedule::LessonForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use domain::validation::{Invalid, ValidationErrors};

use crate::dto::{InstitutionRefDto, NameDto};
use crate::error::ApiError;

/// Exactly one of a group, a teacher and a room, as the calendar and the timetable name them.
fn whose(group: Option<i64>, teacher: Option<i64>, room: Option<i64>, errors: &mut ValidationErrors) -> Option<CalendarOf> {
    match (group, teacher, room) {
        (Some(id), None, None) => errors.check("edu_group_id", GroupId::new(id).map(CalendarOf::Group)),
        (None, Some(id), None) => errors.check("teacher_id", StaffId::new(id).map(CalendarOf::Teacher)),
        (None, None, Some(id)) => errors.check("room_id", RoomId::new(id).map(CalendarOf::Room)),
        _ => {
            errors.add("edu_group_id", Invalid::Required);
            None
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonGroupDto {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonSubjectDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonTeacherDto {
    /// The staff member's id.
    pub id: i64,
    pub full_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonRoomDto {
    pub id: i64,
    pub name: String,
    pub capacity: i32,
    pub building_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LessonClassHourDto {
    pub id: i64,
    pub number: i16,
    /// `HH:mm`.
    pub start_time: String,
    /// `HH:mm`.
    pub end_time: String,
}

/// A weekly lesson.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub edu_group_id: i64,
    pub edu_group: LessonGroupDto,
    /// The number of a subgroup of the group's split for the subject (1 = the first); null for the
    /// whole group.
    pub subgroup: Option<u8>,
    pub subgroup_name: Option<String>,
    pub edu_subject_id: i64,
    pub edu_subject: LessonSubjectDto,
    pub teacher_id: i64,
    pub teacher: LessonTeacherDto,
    pub room_id: i64,
    pub room: LessonRoomDto,
    /// 1 (Monday) to 6 (Saturday).
    pub weekday: u8,
    pub class_hour_id: i64,
    pub class_hour: LessonClassHourDto,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    /// `YYYY-MM-DD`: the first day of the series.
    pub start_date: String,
    /// `YYYY-MM-DD`: the last day of the series.
    pub end_date: String,
    /// The days the lesson was deleted for (`YYYY-MM-DD`).
    pub skipped_dates: Vec<String>,
    pub version: i32,
}

fn date(d: chrono::NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

fn class_hour(view: &LessonView) -> LessonClassHourDto {
    LessonClassHourDto {
        id: view.lesson.details.class_hour.get(),
        number: view.class_hour_number,
        start_time: view.class_hour_start.format("%H:%M").to_string(),
        end_time: view.class_hour_end.format("%H:%M").to_string(),
    }
}

fn subject(view: &LessonView) -> LessonSubjectDto {
    LessonSubjectDto { id: view.lesson.details.subject.get(), code: view.subject_code.clone(), name: NameDto::from(&view.subject_name) }
}

fn room(view: &LessonView) -> LessonRoomDto {
    LessonRoomDto {
        id: view.lesson.details.room.get(),
        name: view.room_name.clone(),
        capacity: view.room_capacity,
        building_name: view.building_name.clone(),
    }
}

fn institution(view: &LessonView) -> InstitutionRefDto {
    InstitutionRefDto { id: view.lesson.institution_id.get(), name: NameDto::from(&view.institution_name) }
}

impl From<&LessonView> for ScheduleDto {
    fn from(view: &LessonView) -> Self {
        let l = &view.lesson;
        let d = &l.details;
        ScheduleDto {
            id: l.id.get(),
            institution_id: l.institution_id.get(),
            institution: institution(view),
            edu_group_id: d.group.get(),
            edu_group: LessonGroupDto { id: d.group.get(), name: view.group_name.clone() },
            subgroup: d.subgroup,
            subgroup_name: view.subgroup_name.clone(),
            edu_subject_id: d.subject.get(),
            edu_subject: subject(view),
            teacher_id: d.teacher.get(),
            teacher: LessonTeacherDto { id: d.teacher.get(), full_name: view.teacher_name.clone() },
            room_id: d.room.get(),
            room: room(view),
            weekday: d.weekday.get(),
            class_hour_id: d.class_hour.get(),
            class_hour: class_hour(view),
            lesson_type: d.lesson_type.code().into(),
            start_date: date(d.dates.start()),
            end_date: date(d.dates.end()),
            skipped_dates: view.skipped.iter().map(|d| date(*d)).collect(),
            version: l.version.get(),
        }
    }
}

/// A weekly lesson as a form sends it; `version` is required by PUT.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ScheduleWriteDto {
    pub edu_group_id: i64,
    /// A subgroup number of the group's split for the subject; null or absent for the whole group.
    pub subgroup: Option<i64>,
    pub edu_subject_id: i64,
    /// The staff id of a teacher holding a teaching position with the subject.
    pub teacher_id: i64,
    pub room_id: i64,
    /// 1 (Monday) to 6 (Saturday).
    pub weekday: i64,
    pub class_hour_id: i64,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    /// `YYYY-MM-DD` within the group's current semester; its first day when absent.
    pub start_date: Option<String>,
    /// `YYYY-MM-DD` within the group's current semester; its last day when absent.
    pub end_date: Option<String>,
    pub version: Option<i32>,
}

impl ScheduleWriteDto {
    pub fn form(&self) -> LessonForm {
        LessonForm {
            edu_group_id: self.edu_group_id,
            subgroup: self.subgroup,
            edu_subject_id: self.edu_subject_id,
            teacher_id: self.teacher_id,
            room_id: self.room_id,
            weekday: self.weekday,
            class_hour_id: self.class_hour_id,
            lesson_type: self.lesson_type.clone(),
            // An absent date is empty text, which the form reads as none.
            start_date: self.start_date.clone().unwrap_or_default(),
            end_date: self.end_date.clone().unwrap_or_default(),
        }
    }
}

/// One concrete lesson of a calendar day.
#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarLessonDto {
    /// The weekly lesson it is an occurrence of (for edits and deletes).
    pub schedule_id: i64,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub class_hour: LessonClassHourDto,
    pub edu_group: LessonGroupDto,
    pub subgroup: Option<u8>,
    pub subgroup_name: Option<String>,
    pub edu_subject: LessonSubjectDto,
    pub teacher: LessonTeacherDto,
    pub room: LessonRoomDto,
    #[schema(value_type = crate::codes::LessonTypeCode)]
    pub lesson_type: String,
    pub institution: InstitutionRefDto,
}

/// One day of the month.
#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarDayDto {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// 1 (Monday) to 7 (Sunday): the column of a Monday-first grid.
    pub weekday: u8,
    /// By class hour.
    pub lessons: Vec<CalendarLessonDto>,
    /// The exams of the day (midterms, finals and retakes), by class hour.
    pub exams: Vec<crate::exams::ExamDto>,
}

/// A month of concrete lessons, every day of it present (in order), lessons or not.
#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarDto {
    /// `YYYY-MM`.
    pub month: String,
    /// False when no day of the month holds a lesson or an exam ("Guruhni bu oyda darsi yo'q").
    pub has_lessons: bool,
    pub days: Vec<CalendarDayDto>,
}

impl From<&Calendar> for CalendarDto {
    fn from(calendar: &Calendar) -> Self {
        CalendarDto {
            month: calendar.month.to_string(),
            has_lessons: !calendar.is_empty(),
            days: calendar.days.iter().map(CalendarDayDto::from).collect(),
        }
    }
}

impl From<&CalendarDay> for CalendarDayDto {
    fn from(day: &CalendarDay) -> Self {
        CalendarDayDto {
            date: date(day.date),
            weekday: day.date.weekday().number_from_monday() as u8,
            lessons: day
                .lessons
                .iter()
                .map(|view| {
                    let d = &view.lesson.details;
                    CalendarLessonDto {
                        schedule_id: view.lesson.id.get(),
                        date: date(day.date),
                        class_hour: class_hour(view),
                        edu_group: LessonGroupDto { id: d.group.get(), name: view.group_name.clone() },
                        subgroup: d.subgroup,
                        subgroup_name: view.subgroup_name.clone(),
                        edu_subject: subject(view),
                        teacher: LessonTeacherDto { id: d.teacher.get(), full_name: view.teacher_name.clone() },
                        room: room(view),
                        lesson_type: d.lesson_type.code().into(),
                        institution: institution(view),
                    }
                })
                .collect(),
            exams: day.exams.iter().map(crate::exams::ExamDto::from).collect(),
        }
    }
}

pub(crate) fn schedule_id(id: i64, language: Language) -> Result<ScheduleId, ApiError> {
    ScheduleId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}
