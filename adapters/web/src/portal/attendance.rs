use actix_web::{get, web, HttpResponse};
use application::portal::{MyAttendance, SubjectAttendance};
use serde::Serialize;
use utoipa::ToSchema;

use super::{asked, MySemesterParams};
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalLessonDto {
    #[schema(format = Date)]
    pub date: String,
    #[schema(value_type = crate::codes::AttendanceCode)]
    pub attendance: String,
    pub mark: Option<u8>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalSubjectAttendanceDto {
    pub edu_subject_id: i64,
    pub name: NameDto,
    /// Academic hours missed (a lesson is two), excused ones included.
    pub absent_hours: i32,
    pub excused_hours: i32,
    /// Lessons come to late.
    pub late: i32,
    /// Of the lesson marks, to one decimal.
    pub marks_average: Option<f64>,
    /// By date.
    pub lessons: Vec<PortalLessonDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalAttendanceDto {
    pub student_id: i64,
    pub semester: i32,
    /// In the curriculum's order.
    pub subjects: Vec<PortalSubjectAttendanceDto>,
}

impl From<&SubjectAttendance> for PortalSubjectAttendanceDto {
    fn from(s: &SubjectAttendance) -> Self {
        PortalSubjectAttendanceDto {
            edu_subject_id: s.subject.get(),
            name: NameDto::from(&s.name),
            absent_hours: s.summary.absent_hours,
            excused_hours: s.summary.excused_hours,
            late: s.summary.late,
            marks_average: s.summary.marks_average_tenths.map(|t| t as f64 / 10.0),
            lessons: s
                .lessons
                .iter()
                .map(|l| PortalLessonDto {
                    date: l.date.format("%Y-%m-%d").to_string(),
                    attendance: l.attendance.code().into(),
                    mark: l.mark,
                })
                .collect(),
        }
    }
}

/// A semester's subjects (the group's current one unless asked) with the student's absences in
/// hours, lateness, average mark and every lesson's attendance and mark. Another student is 404.
#[utoipa::path(
    tag = "portal",
    params(MySemesterParams),
    responses(
        (status = 200, body = inline(ResultBody<PortalAttendanceDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/attendance/")]
pub async fn my_attendance(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<MySemesterParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let semester = params.semester;
    let lessons = run(&state, lang, move |s| MyAttendance { unit: &*s.unit }.execute(&session.actor, student, semester)).await?;
    let dto = PortalAttendanceDto {
        student_id: lessons.student.get(),
        semester: lessons.semester,
        subjects: lessons.subjects.iter().map(PortalSubjectAttendanceDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}
