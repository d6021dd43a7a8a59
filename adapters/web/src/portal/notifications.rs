use actix_web::{get, post, web, HttpResponse};
use application::portal::{MyNotifications, ReadMyNotifications};
use application::ports::Notification;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{asked, WhoseParams};
use crate::auth::Authenticated;
use crate::dto::{NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationDto {
    pub id: i64,
    /// A new mark, an absence, a new debt, an applied order.
    #[schema(value_type = crate::codes::NotificationKindCode)]
    pub kind: String,
    /// The subject of a mark, an absence or a debt.
    pub subject: Option<NameDto>,
    /// The number of an order.
    pub order_number: Option<String>,
    pub mark: Option<u8>,
    /// The lesson's, exam's or order's day.
    #[schema(format = Date)]
    pub date: Option<String>,
    /// RFC 3339.
    pub created_at: String,
    /// Read by the signed-in person.
    pub read: bool,
}

impl From<&Notification> for NotificationDto {
    fn from(n: &Notification) -> Self {
        NotificationDto {
            id: n.id,
            kind: n.kind.code().into(),
            subject: n.subject.as_ref().map(NameDto::from),
            order_number: n.order_number.clone(),
            mark: n.mark,
            date: n.date.map(|d| d.format("%Y-%m-%d").to_string()),
            created_at: n.created_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            read: n.read,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalNotificationsDto {
    pub student_id: i64,
    /// Unread by the signed-in person, counted up to 100.
    pub unread: i64,
    /// The newest 50, newest first.
    pub items: Vec<NotificationDto>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReadNotificationsDto {
    /// One of the records `/me/` lists; default the person's own, else the first child.
    pub student_id: Option<i64>,
    /// Everything up to this notification's id is read.
    pub up_to: i64,
}

/// The student's newest notifications (a new mark, an absence, a new debt, an applied order), each
/// read or not by the signed-in person, and how many are unread. Another student is 404.
#[utoipa::path(
    tag = "portal",
    params(WhoseParams),
    responses(
        (status = 200, body = inline(ResultBody<PortalNotificationsDto>)),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/notifications/")]
pub async fn my_notifications(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<WhoseParams>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(params.student_id, lang)?;
    let (student, notifications) =
        run(&state, lang, move |s| MyNotifications { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, student)).await?;
    let dto = PortalNotificationsDto {
        student_id: student.get(),
        unread: notifications.unread,
        items: notifications.items.iter().map(NotificationDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}

/// Marks the student's notifications read up to one, for the signed-in person only (never back).
/// Another student is 404.
#[utoipa::path(
    tag = "portal",
    request_body = ReadNotificationsDto,
    responses(
        (status = 204),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/me/notifications/read/")]
pub async fn read_my_notifications(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    body: web::Json<ReadNotificationsDto>,
) -> Result<HttpResponse, ApiError> {
    let student = asked(body.student_id, lang)?;
    let up_to = body.up_to;
    run(&state, lang, move |s| ReadMyNotifications { unit: &*s.unit }.execute(&session.actor, student, up_to)).await?;
    Ok(HttpResponse::NoContent().finish())
}
