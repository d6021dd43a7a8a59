use actix_web::{delete, get, post, web, HttpResponse};
use application::portal::{CreateParent, FindParent, LinkParent, ParentView, StudentParents, UnlinkParent};
use application::AppError;
use domain::ids::UserId;
use domain::language::Language;
use domain::portal::AccountForm;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::{run, run_hashing};
use crate::state::AppState;
use crate::students::student_id;

#[derive(Debug, Serialize, ToSchema)]
pub struct ParentChildDto {
    pub id: i64,
    pub fio: String,
}

/// A parent's account with the children linked to it that the caller's institution may see.
#[derive(Debug, Serialize, ToSchema)]
pub struct ParentDto {
    pub id: i64,
    pub username: String,
    pub name: String,
    pub children: Vec<ParentChildDto>,
}

impl From<&ParentView> for ParentDto {
    fn from(v: &ParentView) -> Self {
        ParentDto {
            id: v.parent.id.get(),
            username: v.parent.username.clone(),
            name: v.parent.name.clone(),
            children: v.children.iter().map(|c| ParentChildDto { id: c.student.get(), fio: c.fio.clone() }).collect(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ParentForm {
    #[schema(min_length = 1, max_length = 150)]
    pub username: String,
    #[schema(min_length = 1, max_length = 255)]
    pub name: String,
    #[schema(min_length = 8, max_length = 128)]
    pub password: String,
    /// 14 digits; OneID signs the parent in by it.
    pub pinfl: Option<String>,
    /// The child the new account is linked to.
    pub student_id: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChildLinkForm {
    pub student_id: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ParentSearchParams {
    /// A parent's exact login or PINFL.
    pub search: Option<String>,
}

fn parent_id(id: i64, language: Language) -> Result<UserId, ApiError> {
    UserId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}

/// The parents linked to a student of the caller's institution.
#[utoipa::path(
    tag = "portal",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<Vec<ParentDto>>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/students/{id:\d+}/parents/")]
pub async fn student_parents(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let parents = run(&state, lang, move |s| StudentParents { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: parents.iter().map(ParentDto::from).collect::<Vec<_>>() }))
}

/// The parent's account of an exact login or PINFL (none or one), so that a second child is linked
/// to the account made for the first.
#[utoipa::path(
    tag = "portal",
    params(ParentSearchParams),
    responses(
        (status = 200, body = inline(ResultBody<Vec<ParentDto>>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/parents/")]
pub async fn find_parent(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<ParentSearchParams>,
) -> Result<HttpResponse, ApiError> {
    // No search given: empty text, which searches for nothing.
    let search = params.into_inner().search.unwrap_or_default();
    let found = run(&state, lang, move |s| FindParent { unit: &*s.unit }.execute(&session.actor, &search)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: found.iter().map(ParentDto::from).collect::<Vec<_>>() }))
}

/// A parent's account in the PARENT role, linked to a student of the caller's institution; the
/// parent signs in with it (or OneID by the PINFL) and reads only the children linked to it.
#[utoipa::path(
    tag = "portal",
    request_body = ParentForm,
    responses(
        (status = 201, body = inline(ResultBody<ParentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/parents/")]
pub async fn create_parent(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ParentForm>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let student = student_id(body.student_id, lang)?;
    let form = AccountForm { username: body.username, name: body.name, password: body.password, pinfl: body.pinfl };
    let parent = run_hashing(&state, lang, move |s| {
        CreateParent { unit: &*s.unit, hasher: &*s.hasher }.execute(&session.actor, &form, student, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ParentDto::from(&parent) }))
}

/// Links a parent's account to a student of the caller's institution (linking again changes
/// nothing). An account that is not a parent's is 404.
#[utoipa::path(
    tag = "portal",
    params(("id" = i64, Path)),
    request_body = ChildLinkForm,
    responses(
        (status = 200, body = inline(ResultBody<ParentDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/parents/{id:\d+}/children/")]
pub async fn link_child(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<ChildLinkForm>,
) -> Result<HttpResponse, ApiError> {
    let parent = parent_id(id.into_inner(), lang)?;
    let student = student_id(body.student_id, lang)?;
    let linked = run(&state, lang, move |s| LinkParent { unit: &*s.unit }.execute(&session.actor, parent, student, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ParentDto::from(&linked) }))
}

/// Ends a parent's access to a student of the caller's institution at once: their next portal call
/// no longer finds the child. Not linked is 404.
#[utoipa::path(
    tag = "portal",
    params(("id" = i64, Path), ("student_id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[delete(r"/parents/{id:\d+}/children/{student_id:\d+}/")]
pub async fn unlink_child(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (parent, student) = path.into_inner();
    let parent = parent_id(parent, lang)?;
    let student = student_id(student, lang)?;
    run(&state, lang, move |s| UnlinkParent { unit: &*s.unit }.execute(&session.actor, parent, student, &meta)).await?;
    Ok(HttpResponse::NoContent().finish())
}
