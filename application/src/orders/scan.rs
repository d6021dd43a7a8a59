use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::order::ScanType;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use super::order_in_scope;
use crate::access::{require, require_in_scope};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, OrderQueries, OrderView, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct AttachOrderScan<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl AttachOrderScan<'_> {
    /// The signed paper of an applied order, scanned: a PDF, JPEG or PNG by its content, whatever
    /// its name, in place of any earlier scan (the audit keeps both). A draft is not signed yet.
    pub fn execute(&self, actor: &Actor, id: i64, content: &[u8], request: &RequestMeta) -> Result<OrderView, AppError> {
        require(actor, Permission::OrderApply)?;
        if content.is_empty() {
            return Err(ValidationErrors::single("file", Invalid::Required).into());
        }
        if content.len() > ScanType::MAX_BYTES {
            return Err(ValidationErrors::single("file", Invalid::OutOfRange { min: 1, max: ScanType::MAX_BYTES as i64 }).into());
        }
        let kind = ScanType::detect(content).map_err(AppError::rule)?;
        in_transaction(self.unit, |tx| {
            let before = order_in_scope(tx, actor, id)?;
            before.order.ensure_signed().map_err(AppError::conflict)?;
            tx.orders().store_scan(id, kind, content)?;
            let after = tx.orders().find(id, Lock::None)?.ok_or(AppError::NotFound)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(after.order.institution_id);
            record_change(tx, &context, Some(&before.order), Some(&after.order))?;
            Ok(after)
        })
    }
}

pub struct OrderScanFile<'a> {
    pub orders: &'a dyn OrderQueries,
}

impl OrderScanFile<'_> {
    /// The scan as it was uploaded, with its type; 404 for an order out of reach or without one.
    pub fn execute(&self, actor: &Actor, id: i64) -> Result<(OrderView, ScanType, Vec<u8>), AppError> {
        require(actor, Permission::OrderView)?;
        let view = self.orders.find(id)?.ok_or(AppError::NotFound)?;
        require_in_scope(actor, std::iter::once(&view.order.institution_id))?;
        let (kind, content) = self.orders.scan(id)?.ok_or(AppError::NotFound)?;
        Ok((view, kind, content))
    }
}
