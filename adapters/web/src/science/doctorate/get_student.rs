use actix_web::{get, web, HttpResponse};
use application::science::doctorate::GetDoctoralStudent;
use domain::ids::DoctoralStudentId;

use super::DoctoralStudentDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::science::path_id;
use crate::state::AppState;

#[utoipa::path(
    tag = "science",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<DoctoralStudentDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/science/doctoral-students/{id:\d+}/")]
pub async fn get_doctoral_student(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = path_id(id.into_inner(), lang, DoctoralStudentId::new)?;
    let found = run(&state, lang, move |s| GetDoctoralStudent { science: &*s.science }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: DoctoralStudentDto::from(found) }))
}
