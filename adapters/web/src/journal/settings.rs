use actix_web::{get, put, web, HttpResponse};
use application::journal::{GetJournalSettings, SaveJournalSettings};
use application::AppError;
use domain::ids::InstitutionId;
use domain::journal::{JournalSettings, SettingsForm};
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// An institution's journal rules.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct JournalSettingsDto {
    /// Days after the lesson day on which its teacher may still take the roll (0: the day only).
    #[schema(required = true, minimum = 0, maximum = 14)]
    pub window_days: i64,
    /// Days after its exam on which a control sheet closes by itself.
    #[schema(required = true, minimum = 0, maximum = 30)]
    pub sheet_close_days: i64,
    /// Unexcused absence hours in a semester that bring a warning, a reprimand and an expulsion
    /// proposal, rising.
    #[schema(required = true, minimum = 1, maximum = 1000)]
    pub warning_hours: i64,
    #[schema(required = true, minimum = 1, maximum = 1000)]
    pub reprimand_hours: i64,
    #[schema(required = true, minimum = 1, maximum = 1000)]
    pub expulsion_hours: i64,
    /// The GPA a student on the credit system needs to move to the next course, to a tenth.
    #[schema(required = true, minimum = 0, maximum = 5)]
    pub promotion_gpa_limit: Option<f64>,
    /// 0 while the institution keeps the defaults.
    #[schema(required = true)]
    pub version: i64,
}

fn dto((settings, version): (JournalSettings, Version)) -> JournalSettingsDto {
    JournalSettingsDto {
        window_days: i64::from(settings.window_days),
        sheet_close_days: i64::from(settings.sheet_close_days),
        warning_hours: i64::from(settings.warning_hours),
        reprimand_hours: i64::from(settings.reprimand_hours),
        expulsion_hours: i64::from(settings.expulsion_hours),
        promotion_gpa_limit: Some(settings.promotion_gpa.as_f64()),
        version: i64::from(version.get()),
    }
}

fn institution(id: i64, lang: domain::language::Language) -> Result<InstitutionId, ApiError> {
    InstitutionId::new(id).map_err(|_| ApiError::new(AppError::NotFound, lang))
}

/// The institution's journal settings (the defaults until it saves its own).
#[utoipa::path(
    tag = "journal",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<JournalSettingsDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/institutions/{id:\d+}/journal-settings/")]
pub async fn get_journal_settings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = institution(path.into_inner(), lang)?;
    let found = run(&state, lang, move |s| GetJournalSettings { unit: &*s.unit }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: dto(found) }))
}

/// The recording window, the closing of control sheets and the absence thresholds, under the
/// `version` guard (409 `stale_version`); 422 under each field (`out_of_range`, `thresholds_order`
/// under `reprimand_hours`).
#[utoipa::path(
    tag = "journal",
    params(("id" = i64, Path)),
    request_body = JournalSettingsDto,
    responses(
        (status = 200, body = inline(ResultBody<JournalSettingsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put(r"/institutions/{id:\d+}/journal-settings/")]
pub async fn save_journal_settings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<i64>,
    body: web::Json<JournalSettingsDto>,
) -> Result<HttpResponse, ApiError> {
    let id = institution(path.into_inner(), lang)?;
    let form = SettingsForm {
        window_days: body.window_days,
        sheet_close_days: body.sheet_close_days,
        warning_hours: body.warning_hours,
        reprimand_hours: body.reprimand_hours,
        expulsion_hours: body.expulsion_hours,
        // Missing, it is out of range: the limit is always stated.
        promotion_gpa_tenths: body.promotion_gpa_limit.map_or(-1, |gpa| (gpa * 10.0).round() as i64),
    };
    let version = Version::new(i32::try_from(body.version).unwrap_or(-1));
    let saved =
        run(&state, lang, move |s| SaveJournalSettings { unit: &*s.unit }.execute(&session.actor, id, &form, version, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: dto(saved) }))
}
