use actix_multipart::Multipart;
use actix_web::{post, web, HttpResponse};
use application::access::require;
use application::students::{ImportStudents, Upload, MAX_IMPORT_BYTES};
use application::AppError;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;
use crate::upload;

#[derive(Debug, Serialize, ToSchema)]
pub struct ImportResultDto {
    /// How many students were enrolled.
    pub created: usize,
}

/// The form as the upload sends it.
#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct ImportForm {
    /// `.xlsx` or `.csv`, at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
    pub edu_group_id: i64,
}

/// The file and the group of a multipart upload; a file over the limit is refused while it is
/// read, before it is held whole.
async fn read_form(multipart: Multipart, lang: domain::language::Language) -> Result<(Option<i64>, Option<Upload>), ApiError> {
    let (mut group, mut upload) = (None, None);
    for part in upload::parts(multipart, &["file", "edu_group_id"], MAX_IMPORT_BYTES, lang).await? {
        match part.name.as_str() {
            "file" => upload = Some(Upload { file_name: part.file_name, content: part.content }),
            _ => group = std::str::from_utf8(&part.content).ok().and_then(|t| t.trim().parse().ok()),
        }
    }
    Ok((group, upload))
}

/// All rows or none: any bad row writes nothing and the answer lists every problem with its line
/// and column (`error.rows`).
#[utoipa::path(
    tag = "students",
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = inline(ResultBody<ImportResultDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/students/import/")]
pub async fn import_students(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    multipart: Multipart,
) -> Result<HttpResponse, ApiError> {
    require(&session.actor, Permission::StudentImport).map_err(|e| ApiError::new(e, lang))?;
    let (group, upload) = read_form(multipart, lang).await?;
    let mut missing = ValidationErrors::new();
    if group.is_none() {
        missing.add("edu_group_id", Invalid::Required);
    }
    if upload.as_ref().is_none_or(|u| u.content.is_empty()) {
        missing.add("file", Invalid::Required);
    }
    let (Some(group), Some(upload)) = (group, upload) else {
        return Err(ApiError::new(AppError::from(missing), lang));
    };
    if !missing.is_empty() {
        return Err(ApiError::new(AppError::from(missing), lang));
    }
    let created = run(&state, lang, move |s| {
        ImportStudents { unit: &*s.unit, clock: &*s.clock, reader: &*s.spreadsheet_reader }.execute(&session.actor, group, &upload, &meta)
    })
    .await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ImportResultDto { created } }))
}
