use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::finance::scholarship::{ScholarshipRule, ScholarshipType, ScholarshipTypeDraft, ScholarshipTypeForm};
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{require_any, require_ministry};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

/// Who reads the types: the ministry that sets them, those who read the month lists, and those who
/// draft or read the orders that award them.
pub const TYPE_READERS: [Permission; 5] =
    [Permission::ScholarshipType, Permission::ScholarshipView, Permission::OrderAdd, Permission::OrderEdit, Permission::OrderView];

pub struct ListScholarshipTypes<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListScholarshipTypes<'_> {
    /// By Uzbek name.
    pub fn execute(&self, actor: &Actor, search: Option<String>, page: PageRequest) -> Result<Page<ScholarshipType>, AppError> {
        require_any(actor, &TYPE_READERS)?;
        let search = search.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        in_transaction(self.unit, |tx| tx.scholarships().types(search.clone(), page))
    }
}

pub struct GetScholarshipType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetScholarshipType<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<ScholarshipType, AppError> {
        require_any(actor, &TYPE_READERS)?;
        in_transaction(self.unit, |tx| tx.scholarships().find_type(id, Lock::None)?.ok_or(AppError::NotFound))
    }
}

pub struct CreateScholarshipType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateScholarshipType<'_> {
    pub fn execute(&self, actor: &Actor, form: &ScholarshipTypeForm, request: &RequestMeta) -> Result<ScholarshipType, AppError> {
        require_ministry(actor, Permission::ScholarshipType)?;
        let draft = ScholarshipTypeDraft::parse(form)?;
        in_transaction(self.unit, |tx| {
            let created = tx.scholarships().insert_type(&draft)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&created))?;
            Ok(created)
        })
    }
}

pub struct UpdateScholarshipType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateScholarshipType<'_> {
    /// The names and the whole list of amounts; the months already listed follow the new amounts.
    pub fn execute(
        &self,
        actor: &Actor,
        id: i64,
        form: &ScholarshipTypeForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<ScholarshipType, AppError> {
        require_ministry(actor, Permission::ScholarshipType)?;
        in_transaction(self.unit, |tx| {
            let before = tx.scholarships().find_type(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            let draft = ScholarshipTypeDraft::parse(form)?;
            check_version(before.version, Some(version))?;
            let after = tx.scholarships().save_type(id, &draft, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

pub struct DeleteScholarshipType<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteScholarshipType<'_> {
    /// A type an order names stays (409), so that every award keeps its type and amounts.
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::ScholarshipType)?;
        in_transaction(self.unit, |tx| {
            let before = tx.scholarships().find_type(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            if tx.scholarships().type_in_use(id)? {
                return Err(AppError::conflict(ScholarshipRule::TypeInUse));
            }
            tx.scholarships().delete_type(id)?;
            record_change::<ScholarshipType>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}
