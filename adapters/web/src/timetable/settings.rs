use actix_web::{get, put, web, HttpResponse};
use application::timetable::{GetTimetableSettings, SaveTimetableSettings, WeightsForm};
use domain::ids::InstitutionId;
use domain::timetable::TimetableWeights;
use domain::version::Version;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// The weights of the solver's soft rules for an institution, each 0 (ignored) to 100.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TimetableSettingsDto {
    /// Answers only; ministry-level roles send it as a query parameter.
    #[schema(read_only)]
    pub institution_id: i64,
    /// Per lesson of a group with a gap beside it in its day.
    #[schema(minimum = 0, maximum = 100)]
    pub compactness: i64,
    /// Per day below the days a subject's lessons should spread over.
    #[schema(minimum = 0, maximum = 100)]
    pub min_working_days: i64,
    /// Per room beyond the first for a subject of a group.
    #[schema(minimum = 0, maximum = 100)]
    pub room_stability: i64,
    /// Per lesson outside its teacher's preferred periods.
    #[schema(minimum = 0, maximum = 100)]
    pub preferred_periods: i64,
    /// 0 until the settings are first saved.
    pub version: Option<i32>,
}

impl TimetableSettingsDto {
    fn of(institution: InstitutionId, w: TimetableWeights, version: Version) -> Self {
        TimetableSettingsDto {
            institution_id: institution.get(),
            compactness: i64::from(w.compactness),
            min_working_days: i64::from(w.min_working_days),
            room_stability: i64::from(w.room_stability),
            preferred_periods: i64::from(w.preferred_periods),
            version: Some(version.get()),
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SettingsParams {
    /// Ministry-level roles only.
    pub institution_id: Option<i64>,
}

/// The institution's weights (the defaults until first saved).
#[utoipa::path(
    tag = "timetable",
    params(SettingsParams),
    responses(
        (status = 200, body = inline(ResultBody<TimetableSettingsDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/timetable-settings/")]
pub async fn get_timetable_settings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<SettingsParams>,
) -> Result<HttpResponse, ApiError> {
    let institution = params.institution_id;
    let (id, weights, version) =
        run(&state, lang, move |s| GetTimetableSettings { unit: &*s.unit }.execute(&session.actor, institution)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TimetableSettingsDto::of(id, weights, version) }))
}

/// Replaces the weights read at `version` (409 `stale_version`).
#[utoipa::path(
    tag = "timetable",
    params(SettingsParams),
    request_body = TimetableSettingsDto,
    responses(
        (status = 200, body = inline(ResultBody<TimetableSettingsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[put("/timetable-settings/")]
pub async fn save_timetable_settings(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    params: web::Query<SettingsParams>,
    body: web::Json<TimetableSettingsDto>,
) -> Result<HttpResponse, ApiError> {
    let form = WeightsForm {
        institution_id: params.institution_id,
        compactness: body.compactness,
        min_working_days: body.min_working_days,
        room_stability: body.room_stability,
        preferred_periods: body.preferred_periods,
        version: body.version.map(Version::new),
    };
    let (id, weights, version) =
        run(&state, lang, move |s| SaveTimetableSettings { unit: &*s.unit }.execute(&session.actor, form, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: TimetableSettingsDto::of(id, weights, version) }))
}
