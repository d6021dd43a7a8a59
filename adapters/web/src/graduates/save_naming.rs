use actix_web::{put, web, HttpResponse};
use application::graduates::SaveNaming;
use domain::graduate::NamingForm;
use domain::version::Version;

use super::{graduate_id, NamingDto, NamingWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Names the record with the `version` read (0 for the first): `qualification.uz` required, series
/// 1–3 Latin capitals, number 7 digits. 409 `diploma_number_taken` when the series and number are
/// already given anywhere in the country, `naming_locked` once a diploma has been issued,
/// `stale_version`.
#[utoipa::path(
    tag = "graduates",
    params(("id" = i64, Path)),
    request_body = NamingWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<NamingDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/graduates/{id:\d+}/naming/")]
pub async fn save_naming(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<NamingWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = graduate_id(id.into_inner(), lang)?;
    let form = NamingForm {
        qualification_uz: body.qualification.uz.clone(),
        qualification_ru: body.qualification.ru.clone(),
        qualification_en: body.qualification.en.clone(),
        diploma_series: body.diploma_series.clone(),
        diploma_number: body.diploma_number.clone(),
    };
    let version = Version::new(body.version);
    let naming = run(&state, lang, move |s| SaveNaming { unit: &*s.unit }.execute(&session.actor, id, form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: NamingDto::of(Some(&naming)) }))
}
