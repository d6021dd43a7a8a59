use actix_web::{put, web, HttpResponse};
use application::science::doctorate::UpdateDoctoralStudent;
use domain::ids::DoctoralStudentId;

use super::{DoctoralStudentDto, DoctoralStudentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::science::{path_id, version_of};
use crate::state::AppState;

/// The person's details change wherever they appear; `DEFENDED` stays the status of a student with
/// a recorded defence only (409 `status_follows_defence`).
#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    request_body = DoctoralStudentWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<DoctoralStudentDto>)),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/science/doctoral-students/{id:\d+}/")]
pub async fn update_doctoral_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<DoctoralStudentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, DoctoralStudentId::new)?;
    let version = version_of(body.version, lang)?;
    let form = body.form();
    let saved = run(&state, lang, move |s| {
        UpdateDoctoralStudent { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, form, version, &meta)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DoctoralStudentDto::from(saved) }))
}
