use actix_web::{post, web, HttpResponse};
use application::science::doctorate::CreateDoctoralStudent;

use super::{DoctoralStudentDto, DoctoralStudentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The person is found by PINFL or entered once; they are a doctoral student of an institution once
/// (409 `doctoral_student_taken`).
#[utoipa::path(
    tag = "science",
    request_body = DoctoralStudentWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<DoctoralStudentDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/science/doctoral-students/")]
pub async fn create_doctoral_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<DoctoralStudentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let created = run(&state, lang, move |s| {
        CreateDoctoralStudent { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, institution, form, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DoctoralStudentDto::from(created) }))
}
