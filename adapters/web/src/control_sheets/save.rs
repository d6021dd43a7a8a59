use actix_web::{put, web, HttpResponse};
use application::control_sheets::{SaveControlSheet, SheetForm};
use domain::journal::SheetEntryForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{address, sheet_dto, ControlSheetDto, SheetParams};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SheetEntryWriteDto {
    #[schema(required = true)]
    pub student_id: i64,
    /// 0 to the control's maximum, at most one decimal; null clears the student's points.
    pub points: Option<f64>,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SheetWriteDto {
    /// Points of students the sheet lists; students left out keep theirs.
    pub entries: Vec<SheetEntryWriteDto>,
    /// `YYYY-MM-DD`; empty: none yet.
    #[schema(format = Date)]
    pub exam_date: String,
    /// The examiner: a staff member of the institution (named by an administrator).
    pub examiner_id: Option<i64>,
    /// The version read: 0 for a sheet not saved yet.
    #[schema(required = true)]
    pub version: i64,
    /// Why a closed sheet is changed (required then, by a holder of `control-sheet-reopen`).
    #[schema(max_length = 500)]
    pub reason: String,
}

/// The caller is the sheet's examiner, or an administrator who also holds `journal-edit`. Enters
/// points, the exam date and the examiner, all or nothing, with one audit record. 409
/// `sheet_closed` for a closed sheet without `control-sheet-reopen` (with it, a `reason` is
/// required), 409 `stale_version`; 422 under `entries.N.student_id` (`not_admitted`,
/// `not_of_the_group`, `duplicate`), `entries.N.points` (`out_of_range`, `one_decimal`),
/// `exam_date`, `examiner_id`.
#[utoipa::path(
    tag = "control-sheets",
    params(("edu_group_id" = i64, Path), ("edu_subject_id" = i64, Path),
        ("control" = crate::codes::ControlCode, Path), SheetParams),
    request_body = SheetWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<ControlSheetDto>)),
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
#[put(r"/control-sheets/{edu_group_id:\d+}/{edu_subject_id:\d+}/{control}/")]
pub async fn save_control_sheet(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    path: web::Path<(i64, i64, String)>,
    params: web::Query<SheetParams>,
    body: web::Json<SheetWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let address = address(path.into_inner(), &params, lang)?;
    let body = body.into_inner();
    let form = SheetForm {
        entries: body.entries.iter().map(|e| SheetEntryForm { student_id: e.student_id, points: e.points }).collect(),
        exam_date: body.exam_date,
        examiner_id: body.examiner_id,
        version: body.version,
        reason: body.reason,
    };
    let view =
        run(&state, lang, move |s| SaveControlSheet { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, address, &form, &meta))
            .await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: sheet_dto(&view, lang) }))
}
