use actix_web::{get, web, HttpResponse};
use application::audit::ListAuditLog;
use application::ports::{AuditQuery, AuditRecord};
use application::AppError;
use chrono::{DateTime, Duration, FixedOffset, NaiveDate, Utc};
use domain::actor::Scope;
use domain::audit::{AuditAction, EntityType};
use domain::ids::UserId;
use domain::validation::{Invalid, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditActorDto {
    pub id: i64,
    pub name: Option<String>,
    pub role: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditRecordDto {
    pub id: i64,
    pub at: DateTime<Utc>,
    /// Absent for failed logins of unknown users.
    pub actor: Option<AuditActorDto>,
    pub institution_id: Option<i64>,
    pub action: String,
    pub entity_type: String,
    pub entity_id: Option<i64>,
    /// `{"field": [old, new]}`.
    #[schema(value_type = Object)]
    pub changes: serde_json::Value,
    pub request_id: Option<String>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

impl TryFrom<AuditRecord> for AuditRecordDto {
    type Error = AppError;

    /// Fails on changes that are not JSON, which the audit table's jsonb column never hands out.
    fn try_from(record: AuditRecord) -> Result<Self, AppError> {
        let changes = serde_json::from_str(&record.changes)
            .map_err(|e| AppError::internal(format!("audit record {} keeps changes that are not JSON: {e}", record.id)))?;
        Ok(AuditRecordDto {
            id: record.id,
            at: record.at,
            actor: record.actor_id.map(|id| AuditActorDto { id: id.get(), name: record.actor_name, role: record.role_name }),
            institution_id: record.institution_id.map(|i| i.get()),
            action: record.action,
            entity_type: record.entity_type,
            entity_id: record.entity_id,
            changes,
            request_id: record.request_id,
            ip: record.client_ip,
            user_agent: record.user_agent,
        })
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditFilters {
    pub actor_id: Option<i64>,
    #[param(value_type = Option<crate::codes::EntityTypeCode>)]
    pub entity_type: Option<String>,
    pub entity_id: Option<i64>,
    #[param(value_type = Option<crate::codes::AuditActionCode>)]
    pub action: Option<String>,
    /// From this day in Uzbekistan (`YYYY-MM-DD`, UTC+5) or instant (RFC 3339), inclusive.
    #[param(format = Date)]
    pub from: Option<String>,
    /// To this day in Uzbekistan (`YYYY-MM-DD`, inclusive) or instant (RFC 3339, exclusive).
    #[param(format = Date)]
    pub to: Option<String>,
}

/// A bare date is a day in Uzbekistan (UTC+5 all year); an instant is taken as given.
fn instant(value: &str, end_of_day: bool) -> Result<DateTime<Utc>, Invalid> {
    if let Ok(date) = NaiveDate::parse_from_str(value, "%Y-%m-%d") {
        let tashkent = FixedOffset::east_opt(5 * 3600).ok_or(Invalid::UnknownValue)?;
        let midnight = date.and_hms_opt(0, 0, 0).ok_or(Invalid::UnknownValue)?;
        let day = midnight.and_local_timezone(tashkent).single().ok_or(Invalid::UnknownValue)?.with_timezone(&Utc);
        return Ok(if end_of_day { day + Duration::days(1) } else { day });
    }
    DateTime::parse_from_rfc3339(value).map(|d| d.with_timezone(&Utc)).map_err(|_| Invalid::UnknownValue)
}

fn query(list: &ListParams, filters: &AuditFilters) -> Result<AuditQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let actor_id = filters.actor_id.map(UserId::new).transpose().map_err(|e| errors.add("actor_id", e)).ok().flatten();
    if filters.entity_id.is_some_and(|id| id <= 0) {
        errors.add("entity_id", Invalid::NotPositiveId);
    }
    let entity_type = filters.entity_type.as_deref().map(|v| EntityType::parse(v).ok_or(Invalid::UnknownValue));
    let entity_type = entity_type.transpose().map_err(|e| errors.add("entity_type", e)).ok().flatten();
    let action = filters.action.as_deref().map(|v| AuditAction::parse(v).ok_or(Invalid::UnknownValue));
    let action = action.transpose().map_err(|e| errors.add("action", e)).ok().flatten();
    let from = filters.from.as_deref().map(|v| instant(v, false)).transpose().map_err(|e| errors.add("from", e)).ok().flatten();
    let to = filters.to.as_deref().map(|v| instant(v, true)).transpose().map_err(|e| errors.add("to", e)).ok().flatten();
    errors.into_result()?;
    Ok(AuditQuery {
        scope: Scope::Nowhere,
        actor_id,
        entity_type,
        entity_id: filters.entity_id,
        action,
        from,
        to,
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Newest first. Ministry roles see every record; an institution-level role the records made in
/// its institution.
#[utoipa::path(
    tag = "audit",
    params(ListParams, AuditFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<AuditRecordDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/audit-log/")]
pub async fn list_audit_log(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<AuditFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "audit-log", title: catalogue::text("audit.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = AuditQuery { page, ..query.clone() };
            ListAuditLog { trail: &*s.audit }.execute(&session.actor, query)?.try_map(AuditRecordDto::try_from)
        })
        .await;
    }
    let page =
        run(&state, lang, move |s| ListAuditLog { trail: &*s.audit }.execute(&session.actor, query)?.try_map(AuditRecordDto::try_from))
            .await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, std::convert::identity)))
}

/// The columns of the audit log screen.
fn columns() -> Vec<Column<AuditRecordDto>> {
    vec![
        Column::new(catalogue::text("audit.column.at"), 18, |row: &AuditRecordDto, _| export::moment(Some(&row.at))),
        Column::new(catalogue::text("audit.column.actor"), 30, |row, _| match &row.actor {
            Some(actor) => export::text(actor.name.as_deref().unwrap_or("")),
            None => export::text(""),
        }),
        Column::new(catalogue::text("audit.column.action"), 20, |row, lang| export::label(&row.action, labels::AUDIT_ACTION, lang)),
        Column::new(catalogue::text("audit.column.entity"), 30, |row, lang| {
            let kind = match export::label(&row.entity_type, labels::AUDIT_ENTITY, lang) {
                application::ports::Cell::Text(kind) => kind,
                _ => String::new(),
            };
            match row.entity_id {
                Some(id) => export::text(&format!("{kind} #{id}")),
                None => export::text(&kind),
            }
        }),
        Column::new(catalogue::text("audit.column.ip"), 16, |row, _| export::text(row.ip.as_deref().unwrap_or(""))),
    ]
}
