use actix_web::{post, web, HttpResponse};
use application::portal::IssueStudentAccount;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run_hashing;
use crate::state::AppState;
use crate::students::student_id;

#[derive(Debug, Deserialize, ToSchema)]
pub struct StudentAccountForm {
    #[schema(min_length = 1, max_length = 150)]
    pub username: String,
    /// 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128)]
    pub password: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StudentAccountDto {
    pub user_id: i64,
    pub username: String,
}

/// Issues the student their portal login (the student's `login` afterwards): an account in the
/// STUDENT role named as the student, carrying their PINFL so that OneID finds it unless another
/// account holds it. 409 `student_has_account` when the record has one.
#[utoipa::path(
    tag = "portal",
    params(("id" = i64, Path)),
    request_body = StudentAccountForm,
    responses(
        (status = 201, body = inline(ResultBody<StudentAccountDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/students/{id:\d+}/account/")]
pub async fn issue_student_account(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<StudentAccountForm>,
) -> Result<HttpResponse, ApiError> {
    let id = student_id(id.into_inner(), lang)?;
    let form = body.into_inner();
    let created = run_hashing(&state, lang, move |s| {
        IssueStudentAccount { unit: &*s.unit, hasher: &*s.hasher }.execute(&session.actor, id, &form.username, &form.password, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: StudentAccountDto { user_id: created.id.get(), username: created.username } }))
}
