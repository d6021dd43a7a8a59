use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::finance::{BaseAmount, BaseAmountDraft, BaseAmountForm};
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{require_any, require_ministry};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, FinanceQueries, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

/// Who reads the base amounts: the ministry that sets them, and those who set prices or read
/// contracts.
pub const BASE_AMOUNT_READERS: [Permission; 3] = [Permission::FinanceBaseAmount, Permission::FinanceSettings, Permission::ContractView];

pub struct ListBaseAmounts<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl ListBaseAmounts<'_> {
    /// Newest first.
    pub fn execute(&self, actor: &Actor, page: PageRequest) -> Result<Page<BaseAmount>, AppError> {
        require_any(actor, &BASE_AMOUNT_READERS)?;
        self.finance.base_amounts(page)
    }
}

pub struct GetBaseAmount<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl GetBaseAmount<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<BaseAmount, AppError> {
        require_any(actor, &BASE_AMOUNT_READERS)?;
        self.finance.base_amount(id)?.ok_or(AppError::NotFound)
    }
}

pub struct CreateBaseAmount<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateBaseAmount<'_> {
    pub fn execute(&self, actor: &Actor, form: BaseAmountForm, request: &RequestMeta) -> Result<BaseAmount, AppError> {
        require_ministry(actor, Permission::FinanceBaseAmount)?;
        let draft = BaseAmountDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let amount = tx.finance().insert_base_amount(&draft)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&amount))?;
            Ok(amount)
        })
    }
}

pub struct UpdateBaseAmount<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateBaseAmount<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: i64,
        form: BaseAmountForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<BaseAmount, AppError> {
        require_ministry(actor, Permission::FinanceBaseAmount)?;
        in_transaction(self.unit, |tx| {
            let before = tx.finance().base_amount(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            let draft = BaseAmountDraft::parse(&form)?;
            check_version(before.version, Some(version))?;
            let after = tx.finance().save_base_amount(id, &draft, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

pub struct DeleteBaseAmount<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteBaseAmount<'_> {
    /// Contracts keep their amounts: a contract stores the amount it was made with.
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require_ministry(actor, Permission::FinanceBaseAmount)?;
        in_transaction(self.unit, |tx| {
            let before = tx.finance().base_amount(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
            tx.finance().delete_base_amount(id)?;
            record_change::<BaseAmount>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}
