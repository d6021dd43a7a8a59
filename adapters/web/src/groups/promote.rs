//! `/edu-groups/{id}/promote/`: who of a group moves to the next course and who stays, and the
//! promotion order that moves them.

use actix_web::{get, post, web, HttpResponse};
use application::groups::{PreviewPromotion, PromoteGroup, Promotion, PromotionForm};
use domain::assessment::StayReason;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::group_id;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::orders::OrderDto;
use crate::run::run;
use crate::state::AppState;

/// A studying student of the group with their kept GPA and debts.
#[derive(Debug, Serialize, ToSchema)]
pub struct PromotionStudentDto {
    pub student_id: i64,
    pub full_name: String,
    /// The cumulative GPA of the decided results.
    pub gpa: Option<f64>,
    pub debts: i64,
    pub moves: bool,
    /// Why the student stays: `DEBTS`, or `GPA_BELOW_LIMIT` on the credit system.
    #[schema(value_type = Option<crate::codes::StayReasonCode>)]
    pub reason: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PromotionDto {
    pub edu_group_id: i64,
    /// The credit system weighs the GPA against the limit; the others the debts.
    pub credit_system: bool,
    pub gpa_limit: f64,
    pub students: Vec<PromotionStudentDto>,
    /// The applied promotion order (none in a preview, or when nobody moves).
    pub order: Option<OrderDto>,
}

impl From<Promotion> for PromotionDto {
    fn from(p: Promotion) -> Self {
        PromotionDto {
            edu_group_id: p.group.get(),
            credit_system: p.credit_system,
            gpa_limit: p.limit.as_f64(),
            students: p
                .students
                .into_iter()
                .map(|c| PromotionStudentDto {
                    student_id: c.student.get(),
                    full_name: c.full_name,
                    gpa: c.gpa.map(|g| g.as_f64()),
                    debts: c.debts,
                    moves: c.stays.is_none(),
                    reason: c.stays.map(|r: StayReason| r.code().into()),
                })
                .collect(),
            order: p.order.map(OrderDto::from),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct PromotionWriteDto {
    /// A group of the next course of the same institution.
    #[schema(required = true)]
    pub to_edu_group_id: i64,
    /// The promotion order's number and date (DD.MM.YYYY or YYYY-MM-DD).
    #[schema(required = true)]
    pub number: String,
    #[schema(required = true)]
    pub date: String,
}

/// The group's studying students, each with the kept GPA and debts, and whether they move to the
/// next course.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(ResultBody<PromotionDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/edu-groups/{id:\d+}/promote/")]
pub async fn preview_promotion(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let promotion = run(&state, lang, move |s| PreviewPromotion { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PromotionDto::from(promotion) }))
}

/// Moves those who qualify (on the credit system a GPA at or above the institution's limit,
/// otherwise no debts) to `to_edu_group_id` by a promotion order created and applied in one
/// transaction, and answers who moved and who stays with the reason. 422 under `to_edu_group_id`
/// (`unknown_value`, `not_next_course`, `other_direction`), `number`, `date`; 409 when the target
/// group has no room or a number is taken.
#[utoipa::path(
    tag = "groups",
    params(("id" = i64, Path)),
    request_body = PromotionWriteDto,
    responses(
        (status = 200, body = inline(ResultBody<PromotionDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 409, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post(r"/edu-groups/{id:\d+}/promote/")]
pub async fn promote_group(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    id: web::Path<i64>,
    body: web::Json<PromotionWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let id = group_id(id.into_inner(), lang)?;
    let body = body.into_inner();
    let form = PromotionForm { to_edu_group_id: body.to_edu_group_id, number: body.number, date: body.date };
    let promotion =
        run(&state, lang, move |s| PromoteGroup { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, &form, &meta)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: PromotionDto::from(promotion) }))
}
