use actix_web::{put, web, HttpResponse};
use application::groups::SaveSubgroups;
use domain::group::SubgroupForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::subgroups::subject_id;
use super::{group_id, SplitDto, SubgroupDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SplitWriteDto {
    pub subgroups: Vec<SubgroupDto>,
}

/// Every studying student of the group in exactly one subgroup (422 under `subgroups`,
/// `subgroups.N.name`, `subgroups.N.student_ids`).
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path), ("edu_subject_id" = i64, Path)),
    request_body = SplitWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<SplitDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/edu-groups/{id:\d+}/subgroups/{edu_subject_id:\d+}/")]
pub async fn save_subgroups(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, i64)>,
    body: web::Json<SplitWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (id, subject) = path.into_inner();
    let (id, subject) = (group_id(id, lang)?, subject_id(subject, lang)?);
    let forms: Vec<SubgroupForm> =
        body.subgroups.iter().map(|s| SubgroupForm { name: s.name.clone(), student_ids: s.student_ids.clone() }).collect();
    let split = run(&state, lang, move |s| SaveSubgroups { unit: &*s.unit }.execute(&session.actor, id, subject, &forms)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: SplitDto::new(subject, split) }))
}
