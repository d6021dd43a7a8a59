use actix_web::{get, web, HttpResponse};
use application::groups::{GetRatingSheet, RatingSheet};
use serde::Serialize;
use utoipa::ToSchema;

use super::{group_id, GroupStudentDto, GroupSubjectDto, SemesterParam};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingCellDto {
    pub student_id: i64,
    pub edu_subject_id: i64,
    pub rating: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingSheetDto {
    pub semester: i32,
    /// `FIVE_POINT` or `HUNDRED_POINT`.
    #[schema(value_type = crate::codes::RatingTypeCode)]
    pub rating_type: String,
    pub min_rating: i32,
    pub max_rating: i32,
    pub subjects: Vec<GroupSubjectDto>,
    pub students: Vec<GroupStudentDto>,
    pub ratings: Vec<RatingCellDto>,
    /// Cells the journal holds: their result, read-only here.
    pub results: Vec<RatingResultDto>,
}

/// A cell whose student the journal holds in the subject: the result of its marks and sheets.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingResultDto {
    pub student_id: i64,
    pub edu_subject_id: i64,
    pub total: f64,
    pub grade: Option<u8>,
    #[schema(value_type = crate::codes::ResultStateCode)]
    pub state: String,
}

impl From<RatingSheet> for RatingSheetDto {
    fn from(sheet: RatingSheet) -> Self {
        let (min_rating, max_rating) = sheet.rating_type.bounds();
        RatingSheetDto {
            semester: sheet.semester,
            rating_type: sheet.rating_type.code().into(),
            min_rating,
            max_rating,
            subjects: sheet.subjects.iter().map(GroupSubjectDto::from).collect(),
            students: sheet.students.iter().map(GroupStudentDto::from).collect(),
            ratings: sheet
                .ratings
                .iter()
                .map(|r| RatingCellDto { student_id: r.student.get(), edu_subject_id: r.subject.get(), rating: r.rating })
                .collect(),
            results: sheet
                .students
                .iter()
                .flat_map(|m| sheet.subjects.iter().map(move |s| (m.id, s.id)))
                .filter(|(student, subject)| sheet.from_journal(*student, *subject))
                .filter_map(|(student, subject)| {
                    let result = sheet.results.result(student, sheet.semester, subject)?;
                    Some(RatingResultDto {
                        student_id: student.get(),
                        edu_subject_id: subject.get(),
                        total: result.outcome.total.as_f64(),
                        grade: result.outcome.grade,
                        state: result.outcome.state.code().into(),
                    })
                })
                .collect(),
        }
    }
}

/// Students × the subjects of one semester, with their typed ratings and, where the journal holds a
/// student's subject, its result (read-only).
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path), SemesterParam),
    responses(
        (status = 200, body = inline(ResultBody<RatingSheetDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/ratings/")]
pub async fn get_ratings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
    query: web::Query<SemesterParam>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let semester = query.semester;
    let sheet =
        run(&state, lang, move |s| GetRatingSheet { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, semester)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RatingSheetDto::from(sheet) }))
}
