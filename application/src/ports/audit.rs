use chrono::{DateTime, Utc};
use domain::actor::{Actor, Scope};
use domain::audit::{AuditAction, EntityType};
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::paging::{Page, PageRequest};

use crate::AppError;

/// Where a request came from, for the audit trail.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RequestMeta {
    pub request_id: String,
    pub client_ip: Option<String>,
    pub user_agent: Option<String>,
}

/// Who makes a change and why: handed to every port method that changes data, which writes the
/// audit record in the same transaction as the change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditContext {
    pub user_id: Option<UserId>,
    pub role_id: Option<RoleId>,
    pub institution_id: Option<InstitutionId>,
    pub action: AuditAction,
    pub request: RequestMeta,
}

impl AuditContext {
    pub fn by(actor: &Actor, action: AuditAction, request: &RequestMeta) -> AuditContext {
        AuditContext {
            user_id: Some(actor.user_id),
            role_id: Some(actor.role_id),
            institution_id: actor.institution_id,
            action,
            request: request.clone(),
        }
    }

    /// The same context, recorded as happening in the institution that owns the changed thing
    /// (a ministry user's edit of a university's building belongs to that university's trail).
    pub fn within(&self, institution: InstitutionId) -> AuditContext {
        AuditContext { institution_id: Some(institution), ..self.clone() }
    }
}

/// One record of the trail as it is read back.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditRecord {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: Option<UserId>,
    pub actor_name: Option<String>,
    pub role_name: Option<String>,
    pub institution_id: Option<InstitutionId>,
    pub action: String,
    pub entity_type: String,
    pub entity_id: Option<i64>,
    /// `{"field": [old, new]}` as JSON text.
    pub changes: String,
    pub request_id: Option<String>,
    pub client_ip: Option<String>,
    pub user_agent: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditQuery {
    pub scope: Scope,
    pub actor_id: Option<UserId>,
    pub entity_type: Option<EntityType>,
    pub entity_id: Option<i64>,
    pub action: Option<AuditAction>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub page: PageRequest,
}

#[cfg_attr(test, mockall::automock)]
pub trait AuditTrail: Send + Sync {
    /// Newest first; an institution scope sees the records made in that institution.
    fn list(&self, query: &AuditQuery) -> Result<Page<AuditRecord>, AppError>;
}
