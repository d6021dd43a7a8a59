use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::finance::{Price, PriceDraft, PriceForm};
use domain::paging::Page;
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{owner, require, require_any, require_in_scope};
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, FinanceQueries, Lock, PriceQuery, RequestMeta, Transaction, UnitOfWork};
use crate::AppError;

/// Who reads the prices: those who set them and those who read contracts.
pub const PRICE_READERS: [Permission; 2] = [Permission::FinanceSettings, Permission::ContractView];

pub struct ListPrices<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl ListPrices<'_> {
    pub fn execute(&self, actor: &Actor, query: PriceQuery) -> Result<Page<Price>, AppError> {
        require_any(actor, &PRICE_READERS)?;
        self.finance.prices(&PriceQuery { scope: actor.scope(), ..query })
    }
}

pub struct GetPrice<'a> {
    pub finance: &'a dyn FinanceQueries,
}

impl GetPrice<'_> {
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<Price, AppError> {
        require_any(actor, &PRICE_READERS)?;
        let price = self.finance.price(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, [price.institution_id].iter())?;
        Ok(price)
    }
}

fn price_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: i64) -> Result<Price, AppError> {
    let price = tx.finance().price(id, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, [price.institution_id].iter())?;
    Ok(price)
}

pub struct CreatePrice<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreatePrice<'_> {
    pub fn execute(&self, actor: &Actor, institution: Option<i64>, form: PriceForm, request: &RequestMeta) -> Result<Price, AppError> {
        require(actor, Permission::FinanceSettings)?;
        let institution = owner(actor, institution)?;
        let draft = PriceDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let price = tx.finance().insert_price(institution, &draft)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&price))?;
            Ok(price)
        })
    }
}

pub struct UpdatePrice<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdatePrice<'_> {
    /// A price stays in its institution. Contracts keep the amounts they were made with.
    pub fn execute(&self, actor: &Actor, id: i64, form: PriceForm, version: Version, request: &RequestMeta) -> Result<Price, AppError> {
        require(actor, Permission::FinanceSettings)?;
        in_transaction(self.unit, |tx| {
            let before = price_in_scope(tx, actor, id)?;
            let draft = PriceDraft::parse(&form)?;
            check_version(before.version, Some(version))?;
            let after = tx.finance().save_price(id, &draft, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}

pub struct DeletePrice<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeletePrice<'_> {
    pub fn execute(&self, actor: &Actor, id: i64, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::FinanceSettings)?;
        in_transaction(self.unit, |tx| {
            let before = price_in_scope(tx, actor, id)?;
            tx.finance().delete_price(id)?;
            record_change::<Price>(tx, &AuditContext::by(actor, AuditAction::Delete, request), Some(&before), None)
        })
    }
}
